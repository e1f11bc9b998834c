import { countries, type CountryCode } from './countries';
import { countryOfTimeZone, timeZoneCity } from './country-zones';

/** One part of a date written in a zone (its name or its offset), or '' where the runtime cannot write it. */
function zonePart(timeZone: string, timeZoneName: 'longGeneric' | 'long' | 'shortOffset', at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('es', { timeZone, timeZoneName }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * How Intl names a zone in Spanish, with its offset at `at`: "hora de Europa central · GMT+1",
 * "hora estándar de Argentina · GMT-3". Intl has no city names (Intl.DisplayNames has no zones): those
 * come from the countries' table (timeZoneCity). '' for a zone the runtime does not know.
 */
export function timeZoneLongName(timeZone: string, at: Date = new Date()): string {
  const name = zonePart(timeZone, 'longGeneric', at) || zonePart(timeZone, 'long', at);
  const offset = zonePart(timeZone, 'shortOffset', at);
  // A zone without a name of its own is written as its offset ("GMT+00:00" for UTC): once is enough.
  if (!name || name.startsWith('GMT')) return offset;
  return offset ? `${name} · ${offset}` : name;
}

export interface TimeZoneLabel {
  /** The city in Spanish, with its country when it is not the business's: "Madrid", "Buenos Aires (Argentina)". */
  city: string;
  /** Intl's long name and offset: "hora de Europa central · GMT+1". */
  description: string;
}

/** A zone as a list shows it to a business in `country`: by its city, in Spanish, then Intl's name for it. */
export function timeZoneLabel(timeZone: string, country: CountryCode, at: Date = new Date()): TimeZoneLabel {
  const zoneCountry = countryOfTimeZone(timeZone);
  const city = timeZoneCity(timeZone);
  return {
    city: zoneCountry && zoneCountry !== country ? `${city} (${countries[zoneCountry].name})` : city,
    description: timeZoneLongName(timeZone, at),
  };
}
