import { parseMoney } from '@coach/shared';
import { currencySign, moneyInputText } from './money-input';

describe('moneyInputText', () => {
  it.each([
    [2_500_000, 'ARS', '25.000'],
    [123_450, 'ARS', '1.234,50'],
    [5, 'ARS', '0,05'],
    [0, 'ARS', '0'],
    [1234, 'JPY', '1.234'],
    [1_234_567, 'KWD', '1.234,567'],
    [100_000_000_000, 'ARS', '1.000.000.000'],
  ])('%d %s → %s, and parseMoney reads it back', (minor, currency, text) => {
    expect(moneyInputText(minor, { currency, country: 'AR' })).toBe(text);
    expect(parseMoney(text, { currency, country: 'AR' })).toBe(minor);
  });

  it('shows the currency sign without digits', () => {
    expect(currencySign({ currency: 'ARS', country: 'AR' })).toBe('$');
    expect(currencySign({ currency: 'USD', country: 'AR' })).toBe('US$');
    expect(currencySign({ currency: 'MXN', country: 'MX' })).toBe('$');
  });
});
