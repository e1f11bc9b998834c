import { isIanaTimeZone } from './business';
import { countries, DEFAULT_COUNTRY, type CountryCode } from './countries';
import { countryOfTimeZone, mainTimeZoneOf, timeZoneFor } from './country-zones';
import { countryOfPhone } from './phone-countries';

/** What a new business starts with, until an administrator confirms or changes it in "Mi negocio". */
export interface ProposedBusinessSettings {
  country: CountryCode;
  timeZone: string;
  currency: string;
}

/**
 * A zone that says where a person is: one the runtime knows, and not 'UTC' or 'Etc/…', which say that a
 * machine was never told where it is.
 */
export const isPlaceTimeZone = (zone: string): boolean => zone !== 'UTC' && !zone.startsWith('Etc/') && isIanaTimeZone(zone);

/**
 * The country, time zone and currency a business starts with, from what the sign-up knows: the phone
 * typed (its country code) and the browser's zone.
 * - The country: the phone's code when it is one of the list ("+52 …" → México), since a person types it
 *   on purpose while a zone is only where the computer is set; otherwise the zone's country; otherwise
 *   Argentina.
 * - The zone: the browser's when it is in that country (Cancún for a Mexican in Cancún), else the
 *   country's main one (a Mexican phone on a browser set to Madrid: Ciudad de México). With no country
 *   known at all, the browser's zone is still true of the person, and kept (Tokio, Argentina, ARS).
 * - The currency: the country's.
 */
export function proposeBusinessSettings({ phone, timeZone }: { phone?: string | null; timeZone?: string | null }): ProposedBusinessSettings {
  const zone = timeZone && isPlaceTimeZone(timeZone) ? timeZone : undefined;
  const zoneCountry = zone ? countryOfTimeZone(zone) : undefined;
  const country = (phone ? countryOfPhone(phone, zoneCountry) : undefined) ?? zoneCountry;
  if (!country) return { country: DEFAULT_COUNTRY, timeZone: zone ?? mainTimeZoneOf(DEFAULT_COUNTRY), currency: countries[DEFAULT_COUNTRY].currency };
  return { country, timeZone: timeZoneFor(country, zone), currency: countries[country].currency };
}
