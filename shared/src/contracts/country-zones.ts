import type { CountryCode } from './countries';

/**
 * The time zones of each country of `countries`, its main one first, each with the city it is named
 * after as people write it in Spanish ("Ciudad de México", "Nueva York"): what the sign-up proposes,
 * what "Mi negocio" lists for a country, and how it shows a zone. Only zones that belong to one of these
 * countries alone (America/Panama's links, shared by several, are left out). Names as the tz database
 * keeps them; the older links some runtimes still report are in ZONE_LINKS.
 */
const COUNTRY_ZONES = {
  AR: {
    'America/Argentina/Buenos_Aires': 'Buenos Aires',
    'America/Argentina/Cordoba': 'Córdoba',
    'America/Argentina/Mendoza': 'Mendoza',
    'America/Argentina/Tucuman': 'Tucumán',
    'America/Argentina/Salta': 'Salta',
    'America/Argentina/Jujuy': 'Jujuy',
    'America/Argentina/Catamarca': 'Catamarca',
    'America/Argentina/La_Rioja': 'La Rioja',
    'America/Argentina/San_Juan': 'San Juan',
    'America/Argentina/San_Luis': 'San Luis',
    'America/Argentina/Rio_Gallegos': 'Río Gallegos',
    'America/Argentina/Ushuaia': 'Ushuaia',
  },
  BO: { 'America/La_Paz': 'La Paz' },
  BR: {
    'America/Sao_Paulo': 'São Paulo',
    'America/Bahia': 'Salvador de Bahía',
    'America/Fortaleza': 'Fortaleza',
    'America/Recife': 'Recife',
    'America/Belem': 'Belém',
    'America/Cuiaba': 'Cuiabá',
    'America/Manaus': 'Manaos',
  },
  CA: {
    'America/Toronto': 'Toronto',
    'America/Halifax': 'Halifax',
    'America/St_Johns': 'San Juan de Terranova',
    'America/Winnipeg': 'Winnipeg',
    'America/Regina': 'Regina',
    'America/Edmonton': 'Edmonton',
    'America/Vancouver': 'Vancouver',
  },
  CL: { 'America/Santiago': 'Santiago', 'America/Punta_Arenas': 'Punta Arenas', 'Pacific/Easter': 'Isla de Pascua' },
  CO: { 'America/Bogota': 'Bogotá' },
  CR: { 'America/Costa_Rica': 'San José' },
  CU: { 'America/Havana': 'La Habana' },
  DE: { 'Europe/Berlin': 'Berlín' },
  DO: { 'America/Santo_Domingo': 'Santo Domingo' },
  EC: { 'America/Guayaquil': 'Quito y Guayaquil', 'Pacific/Galapagos': 'Galápagos' },
  ES: { 'Europe/Madrid': 'Madrid', 'Atlantic/Canary': 'Islas Canarias', 'Africa/Ceuta': 'Ceuta y Melilla' },
  FR: { 'Europe/Paris': 'París' },
  GB: { 'Europe/London': 'Londres' },
  GT: { 'America/Guatemala': 'Ciudad de Guatemala' },
  HN: { 'America/Tegucigalpa': 'Tegucigalpa' },
  IT: { 'Europe/Rome': 'Roma' },
  MX: {
    'America/Mexico_City': 'Ciudad de México',
    'America/Monterrey': 'Monterrey',
    'America/Merida': 'Mérida',
    'America/Cancun': 'Cancún',
    'America/Matamoros': 'Matamoros',
    'America/Bahia_Banderas': 'Bahía de Banderas',
    'America/Chihuahua': 'Chihuahua',
    'America/Mazatlan': 'Mazatlán',
    'America/Hermosillo': 'Hermosillo',
    'America/Tijuana': 'Tijuana',
  },
  NI: { 'America/Managua': 'Managua' },
  PA: { 'America/Panama': 'Ciudad de Panamá' },
  PE: { 'America/Lima': 'Lima' },
  PR: { 'America/Puerto_Rico': 'San Juan' },
  PT: { 'Europe/Lisbon': 'Lisboa', 'Atlantic/Madeira': 'Madeira', 'Atlantic/Azores': 'Azores' },
  PY: { 'America/Asuncion': 'Asunción' },
  SV: { 'America/El_Salvador': 'San Salvador' },
  US: {
    'America/New_York': 'Nueva York',
    'America/Chicago': 'Chicago',
    'America/Denver': 'Denver',
    'America/Phoenix': 'Phoenix',
    'America/Los_Angeles': 'Los Ángeles',
    'America/Anchorage': 'Anchorage',
    'Pacific/Honolulu': 'Honolulu',
  },
  UY: { 'America/Montevideo': 'Montevideo' },
  VE: { 'America/Caracas': 'Caracas' },
} as const satisfies Record<CountryCode, Readonly<Record<string, string>>>;

/**
 * Older names of zones of the table that runtimes still report: Node 20 and Chrome list
 * 'America/Buenos_Aires' (CLDR's name) where the tz database says 'America/Argentina/Buenos_Aires'.
 */
const ZONE_LINKS: Readonly<Record<string, string>> = {
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Rosario': 'America/Argentina/Cordoba',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Argentina/ComodRivadavia': 'America/Argentina/Catamarca',
};

const countryOfZone = new Map<string, CountryCode>(
  (Object.entries(COUNTRY_ZONES) as [CountryCode, Record<string, string>][]).flatMap(([country, zones]) =>
    Object.keys(zones).map((zone) => [zone, country] as const),
  ),
);

const cityOfZone = new Map<string, string>(Object.values(COUNTRY_ZONES).flatMap((zones) => Object.entries(zones)));

/** The tz database's name of a zone ('America/Buenos_Aires' → 'America/Argentina/Buenos_Aires'). */
const canonicalZone = (zone: string): string => ZONE_LINKS[zone] ?? zone;

/** Whether two names are the same zone of the table, or the same name ('America/Buenos_Aires' and 'America/Argentina/Buenos_Aires'). */
export const sameTimeZone = (a: string, b: string): boolean => canonicalZone(a) === canonicalZone(b);

/** The country of an IANA zone ('America/Argentina/Salta' → AR, 'Europe/Madrid' → ES), or undefined. */
export function countryOfTimeZone(timeZone: string): CountryCode | undefined {
  if (timeZone.startsWith('America/Argentina/')) return 'AR';
  return countryOfZone.get(canonicalZone(timeZone));
}

/** The zones of a country, its main one first ('MX' → America/Mexico_City, America/Monterrey…). */
export const timeZonesOf = (country: CountryCode): string[] => Object.keys(COUNTRY_ZONES[country]);

/** Where most of a country lives: the zone a business there starts with ('ES' → Europe/Madrid). */
export const mainTimeZoneOf = (country: CountryCode): string => timeZonesOf(country)[0] ?? 'America/Argentina/Buenos_Aires';

/**
 * The first of `candidates` that is a zone of `country`, else the country's main zone: a business in
 * México whose browser is in Cancún keeps Cancún; one whose browser is in Madrid gets Ciudad de México.
 */
export function timeZoneFor(country: CountryCode, ...candidates: (string | null | undefined)[]): string {
  return candidates.find((zone): zone is string => !!zone && countryOfTimeZone(zone) === country) ?? mainTimeZoneOf(country);
}

/**
 * The city a zone is named after, in Spanish ('America/Mexico_City' → "Ciudad de México"). A zone of no
 * country of the list is written as IANA names it, without underscores ('Asia/Tokyo' → "Tokyo").
 */
export function timeZoneCity(timeZone: string): string {
  return cityOfZone.get(canonicalZone(timeZone)) ?? (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/**
 * The zones to choose from for a business in `country`: that country's, plus each of `present` (the
 * current value, the device's) that is not one of them. A `present` zone that is one of them under an
 * older name takes its place, so the value a form holds is always among the choices, spelled the same.
 */
export function timeZoneChoices(country: CountryCode, ...present: string[]): string[] {
  const choices = timeZonesOf(country).map((zone) => present.find((value) => sameTimeZone(value, zone)) ?? zone);
  for (const zone of present) if (!choices.some((choice) => sameTimeZone(choice, zone))) choices.push(zone);
  return choices;
}
