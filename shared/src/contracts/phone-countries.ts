import { countries, countryCodes, type CountryCode } from './countries';

/** The calling codes of `countries`, longest first, so '+598…' is Uruguay and not a '59…'. */
const dialCodes = [...new Set(countryCodes.map((code) => countries[code].dialCode))].sort((a, b) => b.length - a.length);

/**
 * Where one calling code serves several countries of the list (+1: the United States, Canada, Puerto
 * Rico, República Dominicana), the area codes that say which (NANPA's plan); any other area code is
 * the United States' or Canada's, which only the zone can tell apart.
 */
const AREA_CODES: Partial<Record<CountryCode, readonly string[]>> = {
  DO: ['809', '829', '849'],
  PR: ['787', '939'],
};
const MAIN_OF_SHARED_CODE: Readonly<Record<string, CountryCode>> = { '1': 'US' };

/** The digits of a phone written with its country code ("+52 55…", "0052 55…"), or null for a national one. */
function internationalDigits(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits;
  return digits.startsWith('00') ? digits.slice(2) : null;
}

/**
 * The country of the list a phone says it is from by its country code ("+52 55 1234 5678" → MX), or
 * undefined for a national number ("11 5555 1234") or a code of no country of the list. `zoneCountry`
 * (the country of the browser's zone) only decides between countries that share a code and an area
 * code does not tell apart (+1 416…: Canada if the browser is there, else the United States).
 */
export function countryOfPhone(phone: string, zoneCountry?: CountryCode): CountryCode | undefined {
  const international = internationalDigits(phone);
  if (!international) return undefined;
  const dialCode = dialCodes.find((code) => international.startsWith(code));
  if (!dialCode) return undefined;
  const sharing = countryCodes.filter((code) => countries[code].dialCode === dialCode);
  if (sharing.length === 1) return sharing[0];
  const area = international.slice(dialCode.length, dialCode.length + 3);
  const byArea = sharing.find((code) => AREA_CODES[code]?.includes(area));
  if (byArea) return byArea;
  if (zoneCountry && sharing.includes(zoneCountry) && !AREA_CODES[zoneCountry]) return zoneCountry;
  return MAIN_OF_SHARED_CODE[dialCode] ?? sharing[0];
}
