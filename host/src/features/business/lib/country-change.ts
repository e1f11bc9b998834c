import { countries, isCountryCode, timeZoneFor, type CountryCode } from '@coach/shared/contracts';

export interface ZoneAndCurrency {
  timeZone: string;
  currency: string;
}

/**
 * What choosing another country in "Mi negocio" proposes for the time zone and the currency:
 * - the zone stays if it is one of the new country's; else the device's, if it is there; else the
 *   country's main zone (the rule of the sign-up: timeZoneFor);
 * - the currency follows the country only while it is the previous country's own. A currency chosen by
 *   hand (in this edit, or before: dollars for a business in Argentina) stays, since nobody expects a
 *   second field to undo what they picked in it.
 */
export function settingsForCountry(
  next: CountryCode,
  current: ZoneAndCurrency & { country: string; deviceTimeZone?: string | undefined },
): ZoneAndCurrency {
  const ownCurrency = isCountryCode(current.country) ? countries[current.country].currency : undefined;
  return {
    timeZone: timeZoneFor(next, current.timeZone, current.deviceTimeZone),
    currency: current.currency === ownCurrency ? countries[next].currency : current.currency,
  };
}
