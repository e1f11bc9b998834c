import { proposeBusinessSettings } from './business-proposal';
import { countryOfPhone } from './phone-countries';

const ARGENTINA = { country: 'AR', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS' };

describe('what a new business starts with, from the phone typed at sign-up and the browser’s zone', () => {
  it('takes the country of the phone’s code, with its main zone and its currency', () => {
    expect(proposeBusinessSettings({ phone: '+52 55 1234 5678' })).toEqual({ country: 'MX', timeZone: 'America/Mexico_City', currency: 'MXN' });
    expect(proposeBusinessSettings({ phone: '+34 612 345 678' })).toEqual({ country: 'ES', timeZone: 'Europe/Madrid', currency: 'EUR' });
    expect(proposeBusinessSettings({ phone: '+598 99 123 456' })).toEqual({ country: 'UY', timeZone: 'America/Montevideo', currency: 'UYU' });
    // The international prefix 00 says the same as +.
    expect(proposeBusinessSettings({ phone: '0051 987 654 321' })).toEqual({ country: 'PE', timeZone: 'America/Lima', currency: 'PEN' });
  });

  it('keeps the browser’s zone when it is in the phone’s country', () => {
    expect(proposeBusinessSettings({ phone: '+52 998 123 4567', timeZone: 'America/Cancun' })).toEqual({ country: 'MX', timeZone: 'America/Cancun', currency: 'MXN' });
    expect(proposeBusinessSettings({ phone: '+34 612 345 678', timeZone: 'Atlantic/Canary' })).toMatchObject({ country: 'ES', timeZone: 'Atlantic/Canary' });
    // The older name Node and Chrome report for Buenos Aires is Argentina's too, and kept as it came.
    expect(proposeBusinessSettings({ phone: '+54 9 11 5555 0000', timeZone: 'America/Buenos_Aires' })).toEqual({ ...ARGENTINA, timeZone: 'America/Buenos_Aires' });
    expect(proposeBusinessSettings({ phone: '+54 9 387 555 0000', timeZone: 'America/Argentina/Salta' })).toEqual({ ...ARGENTINA, timeZone: 'America/Argentina/Salta' });
  });

  it('lets the phone’s code win over a zone of another country, with the country’s main zone', () => {
    expect(proposeBusinessSettings({ phone: '+52 55 1234 5678', timeZone: 'Europe/Madrid' })).toEqual({ country: 'MX', timeZone: 'America/Mexico_City', currency: 'MXN' });
    expect(proposeBusinessSettings({ phone: '+54 9 11 5555 0000', timeZone: 'Europe/Madrid' })).toEqual(ARGENTINA);
  });

  it('goes by the zone when the phone has no country code, or one of no country of the list', () => {
    expect(proposeBusinessSettings({ phone: '612 345 678', timeZone: 'Europe/Madrid' })).toEqual({ country: 'ES', timeZone: 'Europe/Madrid', currency: 'EUR' });
    expect(proposeBusinessSettings({ phone: '+81 90 1234 5678', timeZone: 'America/Santiago' })).toEqual({ country: 'CL', timeZone: 'America/Santiago', currency: 'CLP' });
    expect(proposeBusinessSettings({ timeZone: 'America/Bogota' })).toEqual({ country: 'CO', timeZone: 'America/Bogota', currency: 'COP' });
  });

  it('keeps Argentina’s defaults when nothing says where, and a zone of no listed country as the only thing known', () => {
    expect(proposeBusinessSettings({})).toEqual(ARGENTINA);
    expect(proposeBusinessSettings({ phone: '11 5555 0000' })).toEqual(ARGENTINA);
    for (const timeZone of ['UTC', 'Etc/GMT+3', 'Marte/Olympus', 'europe/madrid', '']) expect(proposeBusinessSettings({ phone: '11 5555 0000', timeZone })).toEqual(ARGENTINA);
    expect(proposeBusinessSettings({ phone: '090 1234 5678', timeZone: 'Asia/Tokyo' })).toEqual({ ...ARGENTINA, timeZone: 'Asia/Tokyo' });
  });
});

describe('the country of a phone’s code', () => {
  it('tells the countries of +1 apart by their area codes, and the United States from Canada by the zone', () => {
    expect(countryOfPhone('+1 809 555 0100')).toBe('DO');
    expect(countryOfPhone('+1 787 555 0100')).toBe('PR');
    expect(countryOfPhone('+1 212 555 0100')).toBe('US');
    expect(countryOfPhone('+1 416 555 0100', 'CA')).toBe('CA');
    // A zone of Puerto Rico does not make a number of another area Puerto Rican.
    expect(countryOfPhone('+1 212 555 0100', 'PR')).toBe('US');
    expect(proposeBusinessSettings({ phone: '+1 416 555 0100', timeZone: 'America/Toronto' })).toEqual({ country: 'CA', timeZone: 'America/Toronto', currency: 'CAD' });
    expect(proposeBusinessSettings({ phone: '+1 809 555 0100', timeZone: 'America/New_York' })).toEqual({ country: 'DO', timeZone: 'America/Santo_Domingo', currency: 'DOP' });
  });

  it('reads the longest code first, and nothing from a national number', () => {
    expect(countryOfPhone('+591 7 123 4567')).toBe('BO');
    expect(countryOfPhone('+595 981 123 456')).toBe('PY');
    expect(countryOfPhone('+351 912 345 678')).toBe('PT');
    expect(countryOfPhone('+380 44 123 4567')).toBeUndefined();
    expect(countryOfPhone('011 5555 0000')).toBeUndefined();
    expect(countryOfPhone('  ')).toBeUndefined();
  });
});
