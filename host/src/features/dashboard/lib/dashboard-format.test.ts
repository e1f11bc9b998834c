import { formatAmount } from './dashboard-format';

const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatAmount', () => {
  it.each([
    [3_300_000, { currency: 'ARS', country: 'AR' }, '$ 33.000'],
    [123_450, { currency: 'ARS', country: 'AR' }, '$ 1.234,50'],
    [3_300_000, { currency: 'EUR', country: 'ES' }, '33.000 €'],
    [3_300_000, { currency: 'MXN', country: 'MX' }, '$33,000'],
    [3_300_050, { currency: 'MXN', country: 'MX' }, '$33,000.50'],
    [33_000, { currency: 'CLP', country: 'CL' }, '$33.000'],
    [1_000, { currency: 'CLP', country: 'CL' }, '$1.000'],
  ] as const)('%d of %j reads %s (no zero decimals, whatever the country)', (minor, money, expected) => {
    expect(spaced(formatAmount(minor, money))).toBe(expected);
  });
});
