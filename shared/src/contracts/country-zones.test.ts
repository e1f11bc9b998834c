import { isIanaTimeZone } from './business';
import { countryCodes } from './countries';
import { countryOfTimeZone, mainTimeZoneOf, sameTimeZone, timeZoneChoices, timeZoneCity, timeZoneFor, timeZonesOf } from './country-zones';
import { timeZoneLabel, timeZoneLongName } from './time-zone-names';

describe('the zones of each country', () => {
  it('gives every country zones the runtime knows, each of that country', () => {
    for (const country of countryCodes) {
      expect(timeZonesOf(country).length).toBeGreaterThan(0);
      for (const zone of timeZonesOf(country)) {
        expect([zone, isIanaTimeZone(zone)]).toEqual([zone, true]);
        expect([zone, countryOfTimeZone(zone)]).toEqual([zone, country]);
      }
    }
  });

  it('starts each country with where most of it lives', () => {
    expect(mainTimeZoneOf('AR')).toBe('America/Argentina/Buenos_Aires');
    expect(mainTimeZoneOf('MX')).toBe('America/Mexico_City');
    expect(mainTimeZoneOf('ES')).toBe('Europe/Madrid');
    expect(mainTimeZoneOf('US')).toBe('America/New_York');
  });

  it('keeps the first zone given that is of the country, else its main one', () => {
    expect(timeZoneFor('MX', 'America/Cancun')).toBe('America/Cancun');
    expect(timeZoneFor('MX', 'Europe/Madrid', undefined, 'America/Tijuana')).toBe('America/Tijuana');
    expect(timeZoneFor('MX', 'Europe/Madrid', null, '')).toBe('America/Mexico_City');
    expect(timeZoneFor('AR', 'America/Buenos_Aires')).toBe('America/Buenos_Aires');
  });

  it('knows the older names runtimes report, and no country for a zone of none of the list', () => {
    expect(countryOfTimeZone('America/Buenos_Aires')).toBe('AR');
    expect(countryOfTimeZone('America/Cordoba')).toBe('AR');
    expect(sameTimeZone('America/Buenos_Aires', 'America/Argentina/Buenos_Aires')).toBe(true);
    expect(sameTimeZone('America/Cordoba', 'America/Argentina/Buenos_Aires')).toBe(false);
    expect(countryOfTimeZone('Asia/Tokyo')).toBeUndefined();
    expect(countryOfTimeZone('UTC')).toBeUndefined();
  });
});

describe('zones shown by their city, in Spanish', () => {
  it('names each zone of the table by its city as Spanish writes it', () => {
    expect(timeZoneCity('America/Mexico_City')).toBe('Ciudad de México');
    expect(timeZoneCity('Europe/Madrid')).toBe('Madrid');
    expect(timeZoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZoneCity('America/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZoneCity('America/New_York')).toBe('Nueva York');
    expect(timeZoneCity('America/Sao_Paulo')).toBe('São Paulo');
    // Outside the table, the city as IANA names it.
    expect(timeZoneCity('Asia/Tokyo')).toBe('Tokyo');
    expect(timeZoneCity('America/Argentina/ComodRivadavia')).toBe('Catamarca');
  });

  it('adds Intl’s Spanish name of the zone and its offset, and the country when it is not the business’s', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(timeZoneLongName('Europe/Madrid', winter)).toMatch(/^hora .*Europa central.* · GMT\+1$/);
    expect(timeZoneLongName('America/Argentina/Buenos_Aires', winter)).toMatch(/^hora .*Argentina · GMT-3$/);
    expect(timeZoneLongName('UTC', winter)).toBe('GMT+0');
    expect(timeZoneLongName('Marte/Olympus', winter)).toBe('');
    expect(timeZoneLabel('America/Mexico_City', 'MX', winter)).toEqual({ city: 'Ciudad de México', description: expect.stringMatching(/^hora .* · GMT-6$/) });
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', 'MX', winter).city).toBe('Buenos Aires (Argentina)');
    expect(timeZoneLabel('Asia/Tokyo', 'AR', winter)).toEqual({ city: 'Tokyo', description: expect.stringMatching(/Japón · GMT\+9$/) });
  });
});

describe('the zones a business chooses from', () => {
  it('lists the country’s zones, and the current one when it is another', () => {
    expect(timeZoneChoices('ES')).toEqual(['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta']);
    expect(timeZoneChoices('ES', 'America/Argentina/Buenos_Aires')).toEqual(['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta', 'America/Argentina/Buenos_Aires']);
    expect(timeZoneChoices('ES', 'Europe/Madrid')).toEqual(['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta']);
  });

  it('keeps the current value spelled as it is stored, in its place, never twice', () => {
    const choices = timeZoneChoices('AR', 'America/Buenos_Aires', 'America/Argentina/Buenos_Aires');
    expect(choices[0]).toBe('America/Buenos_Aires');
    expect(choices).toHaveLength(timeZonesOf('AR').length);
    expect(choices.map(timeZoneCity)).toContain('Ushuaia');
  });
});
