import { formAnswerMessages } from '../contracts/form-answers';
import { describeRecord } from '../contracts/record-texts';
import { formatDistance, formatMinutes, formatSeconds } from './measures';
import type * as NumbersModule from './numbers';
import { decimalSign, followBusinessCountry, formatDecimal, groupThousands, NUMBER_COUNTRY_KEY, numberLocale, subscribeNumberLocale } from './numbers';

// Each test starts with numbers as Argentina writes them and nothing remembered.
afterEach(() => {
  followBusinessCountry('AR');
  localStorage.clear();
});

describe('groupThousands', () => {
  it('puts a dot between the thousands of a whole number, as Intl does for es-AR', () => {
    expect([0, 999, 1000, 2000, 12345, 1234567].map(groupThousands)).toEqual(['0', '999', '1.000', '2.000', '12.345', '1.234.567']);
    expect(groupThousands('0012345')).toBe('0.012.345');
    for (const value of [1000, 987654321]) expect(groupThousands(value)).toBe(value.toLocaleString('es-AR'));
  });
});

describe('formatDecimal', () => {
  it('writes numbers as es-AR does: decimal comma, dots between thousands, up to two decimals', () => {
    expect(formatDecimal(72.5)).toBe('72,5');
    expect(formatDecimal(72)).toBe('72');
    expect(formatDecimal(0)).toBe('0');
    expect(formatDecimal(-3.25)).toBe('-3,25');
    expect(formatDecimal(1234.5)).toBe('1.234,5');
    expect(formatDecimal(12345.678)).toBe('12.345,68');
    expect(formatDecimal(1234567890.12)).toBe('1.234.567.890,12');
  });

  it('takes the decimals and the grouping a screen asks for', () => {
    expect(formatDecimal(1.23456, { maximumFractionDigits: 3 })).toBe('1,235');
    expect(formatDecimal(2.5, { maximumFractionDigits: 0 })).toBe('3');
    // A form field's value: what the user sees is what the contracts parse back.
    expect(formatDecimal(1234.5, { grouping: false })).toBe('1234,5');
  });

  it('never writes "-0"', () => {
    expect(formatDecimal(-0)).toBe('0');
    expect(formatDecimal(-0.001)).toBe('0');
  });

  it('answers an empty string for missing or unreadable values', () => {
    expect(formatDecimal(null)).toBe('');
    expect(formatDecimal(undefined)).toBe('');
    expect(formatDecimal(Number.NaN)).toBe('');
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatDecimal('72.5' as unknown as number)).toBe('');
    expect(formatDecimal(1.5, { maximumFractionDigits: -1 })).toBe('');
  });
});

describe('formatMinutes', () => {
  it('writes minutes under an hour, hours and minutes above', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(90)).toBe('1 h 30 min');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(60 * 1500)).toBe('1.500 h');
  });

  it('rounds to the minute', () => {
    expect(formatMinutes(44.6)).toBe('45 min');
    expect(formatMinutes(59.5)).toBe('1 h');
  });

  it('answers an empty string for negative or unreadable durations', () => {
    expect(formatMinutes(-5)).toBe('');
    expect(formatMinutes(Number.NaN)).toBe('');
    expect(formatMinutes(null)).toBe('');
    expect(formatMinutes(undefined)).toBe('');
  });
});

describe('formatSeconds', () => {
  it('writes a stopwatch time: m:ss, and h:mm:ss from one hour', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(45)).toBe('0:45');
    expect(formatSeconds(90)).toBe('1:30');
    expect(formatSeconds(605)).toBe('10:05');
    expect(formatSeconds(3599)).toBe('59:59');
    expect(formatSeconds(3600)).toBe('1:00:00');
    expect(formatSeconds(3725)).toBe('1:02:05');
  });

  it('rounds to the second', () => {
    expect(formatSeconds(59.6)).toBe('1:00');
  });

  it('answers an empty string for negative or unreadable times', () => {
    expect(formatSeconds(-1)).toBe('');
    expect(formatSeconds(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatSeconds(null)).toBe('');
  });
});

describe('formatDistance', () => {
  it('writes kilometres with a decimal comma, to the metre', () => {
    expect(formatDistance(5.2)).toBe('5,2 km');
    expect(formatDistance(10)).toBe('10 km');
    expect(formatDistance(42.195)).toBe('42,195 km');
    expect(formatDistance(1)).toBe('1 km');
    expect(formatDistance(1234.5)).toBe('1.234,5 km');
  });

  it('writes metres under one kilometre, and zero as 0 km', () => {
    expect(formatDistance(0.8)).toBe('800 m');
    expect(formatDistance(0.05)).toBe('50 m');
    expect(formatDistance(0.9996)).toBe('1 km');
    expect(formatDistance(0)).toBe('0 km');
  });

  it('answers an empty string for negative or unreadable distances', () => {
    expect(formatDistance(-1)).toBe('');
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(undefined)).toBe('');
  });
});

describe('numbers as the business\'s country writes them', () => {
  it('writes decimals and thousands as Argentina, Mexico and Spain do', () => {
    const samples = [72.5, 1234, 12345.678, -1234.5, 1234567890.12];
    const written = (country: string) => {
      followBusinessCountry(country);
      return samples.map((value) => formatDecimal(value));
    };
    expect(written('AR')).toEqual(['72,5', '1.234', '12.345,68', '-1.234,5', '1.234.567.890,12']);
    expect(written('MX')).toEqual(['72.5', '1,234', '12,345.68', '-1,234.5', '1,234,567,890.12']);
    // Spain's CLDR groups from five digits: "1234", "12.345".
    expect(written('ES')).toEqual(['72,5', '1234', '12.345,68', '-1234,5', '1.234.567.890,12']);
    followBusinessCountry('PE');
    expect(formatDecimal(1234.5)).toBe('1,234.5');
    followBusinessCountry('US');
    expect(formatDecimal(1234.5)).toBe('1,234.5');
    followBusinessCountry('CL');
    expect(formatDecimal(1234.5)).toBe('1.234,5');
  });

  it('never writes "-0" in any of them', () => {
    for (const country of ['AR', 'MX', 'ES']) {
      followBusinessCountry(country);
      expect([formatDecimal(-0), formatDecimal(-0.001), formatDecimal(-0.004, { maximumFractionDigits: 2 })]).toEqual(['0', '0', '0']);
    }
    followBusinessCountry('MX');
    expect(formatDecimal(-0.5)).toBe('-0.5');
  });

  it('keeps a field\'s value ungrouped, with the country\'s decimal sign', () => {
    followBusinessCountry('MX');
    expect(formatDecimal(1234.5, { grouping: false })).toBe('1234.5');
    expect(decimalSign()).toBe('.');
    followBusinessCountry('ES');
    expect(formatDecimal(1234.5, { grouping: false })).toBe('1234,5');
    expect(decimalSign()).toBe(',');
    expect(decimalSign('es-MX')).toBe('.');
  });

  it('takes a locale a caller gives over the business\'s', () => {
    followBusinessCountry('MX');
    expect(formatDecimal(1234.5, { locale: 'es-AR' })).toBe('1.234,5');
  });

  it('carries the country to durations, distances and records', () => {
    followBusinessCountry('MX');
    expect(formatDistance(1234.5)).toBe('1,234.5 km');
    expect(formatDistance(42.195)).toBe('42.195 km');
    expect(formatMinutes(60 * 1500)).toBe('1,500 h');
    expect(describeRecord({ kind: 'e1rm', e1rmKg: 116.666, weightKg: 100, reps: 5 } as Parameters<typeof describeRecord>[0])).toBe(
      '116.67 kg (de 100 kg × 5)',
    );
    expect(formAnswerMessages.numberTooSmall(1.5)).toBe('Ingresá un número mayor o igual a 1.5');
    expect(formAnswerMessages.textTooLong(5000)).toBe('Escribí como máximo 5,000 caracteres');
    followBusinessCountry('AR');
    expect(formatDistance(42.195)).toBe('42,195 km');
    expect(formAnswerMessages.numberTooSmall(1.5)).toBe('Ingresá un número mayor o igual a 1,5');
  });

  it('tells the listeners once per change, remembers the country and reads an unknown one as Argentina', () => {
    const listener = jest.fn();
    const stop = subscribeNumberLocale(listener);
    followBusinessCountry('MX');
    followBusinessCountry('MX');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(numberLocale()).toBe('es-MX');
    expect(localStorage.getItem(NUMBER_COUNTRY_KEY)).toBe('MX');
    followBusinessCountry('ZZ');
    expect(numberLocale()).toBe('es-AR');
    expect(localStorage.getItem(NUMBER_COUNTRY_KEY)).toBe('AR');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    followBusinessCountry('ES');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('starts with the country remembered from the last visit, and with Argentina when there is none or it is not one', () => {
    const startWith = (stored: string | null) => {
      if (stored === null) localStorage.removeItem(NUMBER_COUNTRY_KEY);
      else localStorage.setItem(NUMBER_COUNTRY_KEY, stored);
      let fresh: typeof NumbersModule | undefined;
      jest.isolateModules(() => {
        fresh = jest.requireActual<typeof NumbersModule>('./numbers');
      });
      return [fresh!.numberLocale(), fresh!.formatDecimal(1234.5)];
    };
    expect(startWith('MX')).toEqual(['es-MX', '1,234.5']);
    expect(startWith(null)).toEqual(['es-AR', '1.234,5']);
    expect(startWith('<script>')).toEqual(['es-AR', '1.234,5']);
  });
});
