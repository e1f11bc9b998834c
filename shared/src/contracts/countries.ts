/**
 * The countries a business can be in (ISO 3166-1 alpha-2): its name in Spanish, the calling code that
 * turns a local phone into an international one (wa.me links), its currency, and two facts no Intl
 * locale gives:
 * - `decimalMark`: the sign that country's own regional settings write decimals with, which is how its
 *   spreadsheets read a CSV (',': fields separated by ';'; '.': by ','). Spanish-speaking countries as
 *   CLDR writes them (es-AR ',', es-MX '.'); the others as their own language does (pt-BR ',', en-GB '.',
 *   en-CA '.'), where `es-<code>` would be CLDR's plain Spanish or Latin-American guess.
 * - `phoneDigits`: how many digits a national number has, without the trunk prefix (ITU-T E.164 plans;
 *   Argentina's mobile 9 and Mexico's old 1 aside), to tell "55 8765 4321" from "52 55 8765 4321";
 *   `keepsLeadingZero`: the leading 0 is part of the number (Italy), not a trunk prefix to drop.
 * The locale the web formats dates and numbers with is `es-<code>`: Intl falls back to plain Spanish
 * where it has no such variant.
 */
export const countries = {
  AR: { name: 'Argentina', dialCode: '54', currency: 'ARS', decimalMark: ',', phoneDigits: [10, 10] },
  BO: { name: 'Bolivia', dialCode: '591', currency: 'BOB', decimalMark: ',', phoneDigits: [8, 8] },
  BR: { name: 'Brasil', dialCode: '55', currency: 'BRL', decimalMark: ',', phoneDigits: [10, 11] },
  CA: { name: 'Canadá', dialCode: '1', currency: 'CAD', decimalMark: '.', phoneDigits: [10, 10] },
  CL: { name: 'Chile', dialCode: '56', currency: 'CLP', decimalMark: ',', phoneDigits: [9, 9] },
  CO: { name: 'Colombia', dialCode: '57', currency: 'COP', decimalMark: ',', phoneDigits: [10, 10] },
  CR: { name: 'Costa Rica', dialCode: '506', currency: 'CRC', decimalMark: ',', phoneDigits: [8, 8] },
  CU: { name: 'Cuba', dialCode: '53', currency: 'CUP', decimalMark: '.', phoneDigits: [6, 8] },
  DE: { name: 'Alemania', dialCode: '49', currency: 'EUR', decimalMark: ',', phoneDigits: [6, 12] },
  DO: { name: 'República Dominicana', dialCode: '1', currency: 'DOP', decimalMark: '.', phoneDigits: [10, 10] },
  EC: { name: 'Ecuador', dialCode: '593', currency: 'USD', decimalMark: ',', phoneDigits: [8, 9] },
  ES: { name: 'España', dialCode: '34', currency: 'EUR', decimalMark: ',', phoneDigits: [9, 9] },
  FR: { name: 'Francia', dialCode: '33', currency: 'EUR', decimalMark: ',', phoneDigits: [9, 9] },
  GB: { name: 'Reino Unido', dialCode: '44', currency: 'GBP', decimalMark: '.', phoneDigits: [9, 10] },
  GT: { name: 'Guatemala', dialCode: '502', currency: 'GTQ', decimalMark: '.', phoneDigits: [8, 8] },
  HN: { name: 'Honduras', dialCode: '504', currency: 'HNL', decimalMark: '.', phoneDigits: [8, 8] },
  IT: { name: 'Italia', dialCode: '39', currency: 'EUR', decimalMark: ',', phoneDigits: [6, 11], keepsLeadingZero: true },
  MX: { name: 'México', dialCode: '52', currency: 'MXN', decimalMark: '.', phoneDigits: [10, 10] },
  NI: { name: 'Nicaragua', dialCode: '505', currency: 'NIO', decimalMark: '.', phoneDigits: [8, 8] },
  PA: { name: 'Panamá', dialCode: '507', currency: 'USD', decimalMark: '.', phoneDigits: [7, 8] },
  PE: { name: 'Perú', dialCode: '51', currency: 'PEN', decimalMark: '.', phoneDigits: [8, 9] },
  PR: { name: 'Puerto Rico', dialCode: '1', currency: 'USD', decimalMark: '.', phoneDigits: [10, 10] },
  PT: { name: 'Portugal', dialCode: '351', currency: 'EUR', decimalMark: ',', phoneDigits: [9, 9] },
  PY: { name: 'Paraguay', dialCode: '595', currency: 'PYG', decimalMark: ',', phoneDigits: [8, 9] },
  SV: { name: 'El Salvador', dialCode: '503', currency: 'USD', decimalMark: '.', phoneDigits: [8, 8] },
  US: { name: 'Estados Unidos', dialCode: '1', currency: 'USD', decimalMark: '.', phoneDigits: [10, 10] },
  UY: { name: 'Uruguay', dialCode: '598', currency: 'UYU', decimalMark: ',', phoneDigits: [8, 8] },
  VE: { name: 'Venezuela', dialCode: '58', currency: 'VES', decimalMark: ',', phoneDigits: [10, 10] },
} as const satisfies Record<string, CountryFacts>;

export interface CountryFacts {
  name: string;
  dialCode: string;
  currency: string;
  decimalMark: ',' | '.';
  phoneDigits: readonly [number, number];
  keepsLeadingZero?: true;
}

export type CountryCode = keyof typeof countries;
export const countryCodes = Object.keys(countries) as CountryCode[];
export const DEFAULT_COUNTRY: CountryCode = 'AR';

export const isCountryCode = (value: string): value is CountryCode => Object.hasOwn(countries, value);

/** The facts of `country`, or Argentina's for a code not in the list. */
export const countryFacts = (country: string): CountryFacts => countries[isCountryCode(country) ? country : DEFAULT_COUNTRY];

/** The locale dates and numbers of a business in `country` are written in: 'es-AR', 'es-MX', 'es-ES'. */
export const localeOfCountry = (country: string): string => `es-${isCountryCode(country) ? country : DEFAULT_COUNTRY}`;

/** The currencies the "Mi negocio" screen offers first (any ISO 4217 code the runtime knows is accepted). */
export const suggestedCurrencies = {
  ARS: 'Peso argentino',
  UYU: 'Peso uruguayo',
  CLP: 'Peso chileno',
  MXN: 'Peso mexicano',
  COP: 'Peso colombiano',
  PEN: 'Sol peruano',
  BOB: 'Boliviano',
  PYG: 'Guaraní paraguayo',
  BRL: 'Real brasileño',
  EUR: 'Euro',
  USD: 'Dólar estadounidense',
} as const;
