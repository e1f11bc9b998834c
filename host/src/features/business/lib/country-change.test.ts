import { settingsForCountry } from './country-change';

const argentina = { country: 'AR', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS' };

describe('what choosing another country proposes in Mi negocio', () => {
  it("proposes the country's main zone and its currency", () => {
    expect(settingsForCountry('MX', argentina)).toEqual({ timeZone: 'America/Mexico_City', currency: 'MXN' });
    expect(settingsForCountry('ES', argentina)).toEqual({ timeZone: 'Europe/Madrid', currency: 'EUR' });
  });

  it("prefers the device's zone when it is in that country, and keeps a zone that already is", () => {
    expect(settingsForCountry('MX', { ...argentina, deviceTimeZone: 'America/Cancun' })).toEqual({ timeZone: 'America/Cancun', currency: 'MXN' });
    expect(settingsForCountry('MX', { ...argentina, timeZone: 'America/Tijuana', deviceTimeZone: 'America/Cancun' }).timeZone).toBe('America/Tijuana');
    expect(settingsForCountry('MX', { ...argentina, deviceTimeZone: 'Europe/Madrid' }).timeZone).toBe('America/Mexico_City');
  });

  it('keeps a currency chosen by hand, now or before', () => {
    expect(settingsForCountry('MX', { ...argentina, currency: 'USD' })).toEqual({ timeZone: 'America/Mexico_City', currency: 'USD' });
    // México → España after picking euros by hand: still euros, and from pesos mexicanos the euro follows.
    expect(settingsForCountry('UY', { country: 'MX', timeZone: 'America/Mexico_City', currency: 'EUR' }).currency).toBe('EUR');
    expect(settingsForCountry('ES', { country: 'MX', timeZone: 'America/Mexico_City', currency: 'MXN' }).currency).toBe('EUR');
  });
});
