import { currencyMinorDigits, formatMoney, formatMoneyCompact, formatMoneyWithCode, parseMoney } from './money';

// A currency written in Argentina (es-AR), as every amount was before the country came in.
const inArgentina = (currency: string) => ({ currency, country: 'AR' });
const AR = inArgentina('ARS');

// es-AR puts a no-break space between the symbol and the number.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('currencyMinorDigits', () => {
  it('follows ISO 4217: two decimals unless the currency says otherwise', () => {
    expect(currencyMinorDigits('ARS')).toBe(2);
    expect(currencyMinorDigits('USD')).toBe(2);
    expect(currencyMinorDigits('EUR')).toBe(2);
    expect(currencyMinorDigits('JPY')).toBe(0);
    expect(currencyMinorDigits('CLP')).toBe(0);
    expect(currencyMinorDigits('KWD')).toBe(3);
    expect(currencyMinorDigits('jpy')).toBe(0);
  });

  it('is the ISO minor unit even where the browser rounds to whole units (COP, HUF)', () => {
    expect(currencyMinorDigits('COP')).toBe(2);
    expect(currencyMinorDigits('HUF')).toBe(2);
  });

  it('answers null for a code that is not three letters', () => {
    expect(currencyMinorDigits('PESOS')).toBeNull();
    expect(currencyMinorDigits('')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('writes minor units of ARS as es-AR does', () => {
    expect(formatMoney(123450, AR)).toBe(nbsp('$ 1.234,50'));
    expect(formatMoney(5, AR)).toBe(nbsp('$ 0,05'));
    expect(formatMoney(100, AR)).toBe(nbsp('$ 1,00'));
  });

  it('writes zero and negative amounts', () => {
    expect(formatMoney(0, AR)).toBe(nbsp('$ 0,00'));
    expect(formatMoney(-0, AR)).toBe(nbsp('$ 0,00'));
    expect(formatMoney(-123450, AR)).toBe(nbsp('-$ 1.234,50'));
    expect(formatMoney(-5, AR)).toBe(nbsp('-$ 0,05'));
  });

  it('writes large amounts exactly, to the last centavo', () => {
    expect(formatMoney(123456789012, AR)).toBe(nbsp('$ 1.234.567.890,12'));
    expect(formatMoney(Number.MAX_SAFE_INTEGER, AR)).toBe(nbsp('$ 90.071.992.547.409,91'));
    expect(formatMoney(-Number.MAX_SAFE_INTEGER, AR)).toBe(nbsp('-$ 90.071.992.547.409,91'));
  });

  it('takes the decimals from the currency', () => {
    expect(formatMoney(1234, inArgentina('JPY'))).toBe(nbsp('JPY 1.234'));
    expect(formatMoney(0, inArgentina('JPY'))).toBe(nbsp('JPY 0'));
    expect(formatMoney(-1234, inArgentina('CLP'))).toBe(nbsp('-CLP 1.234'));
    expect(formatMoney(1234500, inArgentina('KWD'))).toBe(nbsp('KWD 1.234,500'));
    expect(formatMoney(123450, inArgentina('USD'))).toBe(nbsp('US$ 1.234,50'));
    expect(formatMoney(123450, inArgentina('EUR'))).toBe(nbsp('EUR 1.234,50'));
    expect(formatMoney(123450, inArgentina('cop'))).toBe(nbsp('COP 1.234,50'));
  });

  it('answers an empty string for an amount that is not a safe integer or a currency that is not a code', () => {
    expect(formatMoney(12.5, AR)).toBe('');
    expect(formatMoney(Number.NaN, AR)).toBe('');
    expect(formatMoney(Number.MAX_SAFE_INTEGER + 1, AR)).toBe('');
    expect(formatMoney(null, AR)).toBe('');
    expect(formatMoney(undefined, AR)).toBe('');
    expect(formatMoney('1234' as unknown as number, AR)).toBe('');
    expect(formatMoney(100, inArgentina('PESOS'))).toBe('');
    expect(formatMoney(100, inArgentina(''))).toBe('');
  });
});

describe('parseMoney', () => {
  it('reads what a user types: decimal comma, optional dots between thousands', () => {
    expect(parseMoney('1.234,56', AR)).toBe(123456);
    expect(parseMoney('1234,5', AR)).toBe(123450);
    expect(parseMoney('1234', AR)).toBe(123400);
    expect(parseMoney('1.234', AR)).toBe(123400);
    expect(parseMoney('1.234.567,8', AR)).toBe(123456780);
    expect(parseMoney('0,05', AR)).toBe(5);
    expect(parseMoney('0', AR)).toBe(0);
    expect(parseMoney('  12  ', AR)).toBe(1200);
  });

  it('reads a single dot before one or two digits as a decimal point (a phone keypad)', () => {
    expect(parseMoney('1234.5', AR)).toBe(123450);
    expect(parseMoney('10.50', AR)).toBe(1050);
  });

  it('ignores a currency sign or code, and reads a minus sign', () => {
    expect(parseMoney('$ 1.234,50', AR)).toBe(123450);
    expect(parseMoney('-$ 1.234,50', AR)).toBe(-123450);
    expect(parseMoney('$ -5', AR)).toBe(-500);
    expect(parseMoney('−5', AR)).toBe(-500);
    expect(parseMoney('US$ 10', AR)).toBe(1000);
    expect(parseMoney('1.234,50 ARS', AR)).toBe(123450);
    expect(parseMoney('-0', AR)).toBe(0);
  });

  it('reads back what formatMoney writes', () => {
    for (const [amount, currency] of [[123456, 'ARS'], [-5, 'ARS'], [0, 'ARS'], [123456789012, 'ARS'], [1234, 'JPY'], [1234567, 'KWD'], [990, 'USD']] as const) {
      expect(parseMoney(formatMoney(amount, inArgentina(currency)), inArgentina(currency))).toBe(amount);
    }
  });

  it('takes the decimals from the currency', () => {
    expect(parseMoney('1.234', inArgentina('JPY'))).toBe(1234);
    expect(parseMoney('1234,5', inArgentina('JPY'))).toBeNull();
    expect(parseMoney('1234,00', inArgentina('JPY'))).toBe(1234);
    expect(parseMoney('1,234', inArgentina('KWD'))).toBe(1234);
  });

  it('answers null for what is not an amount', () => {
    for (const text of ['', ' ', 'abc', '12a', '1,2,3', '1.23.4', '1234,567', '12,', ',5', '1..2', '--5', '-$-5', '1.2345', '1e5']) {
      expect(parseMoney(text, AR)).toBeNull();
    }
    expect(parseMoney('99999999999999999', AR)).toBeNull();
    expect(parseMoney(null, AR)).toBeNull();
    expect(parseMoney('10', inArgentina('PESOS'))).toBeNull();
  });
});

describe("money written as the business's country writes it", () => {
  const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
  it.each([
    [{ currency: 'CLP', country: 'CL' }, 1234567, '$1.234.567'],
    [{ currency: 'MXN', country: 'MX' }, 123450, '$1,234.50'],
    [{ currency: 'EUR', country: 'ES' }, 123450, nbsp('1234,50 €')],
    [{ currency: 'UYU', country: 'UY' }, 123450, nbsp('$ 1.234,50')],
    [{ currency: 'PEN', country: 'PE' }, 123450, nbsp('S/ 1,234.50')],
    [{ currency: 'ARS', country: 'AR' }, 123450, nbsp('$ 1.234,50')],
  ])('%j: %d minor units → %s', (format, minor, expected) => {
    expect(formatMoney(minor, format)).toBe(expected);
  });

  it('CLP has no decimals wherever it is written', () => {
    expect(formatMoney(35000, { currency: 'CLP', country: 'AR' })).toBe(nbsp('CLP 35.000'));
    expect(parseMoney('35.000', { currency: 'CLP', country: 'CL' })).toBe(35000);
    expect(parseMoney('35.000,5', { currency: 'CLP', country: 'CL' })).toBeNull();
  });

  it('reads amounts typed with a decimal point where the country writes it so, and gives back what it shows', () => {
    const mexico = { currency: 'MXN', country: 'MX' };
    expect(parseMoney('1,234.56', mexico)).toBe(123456);
    expect(parseMoney('1234.5', mexico)).toBe(123450);
    expect(parseMoney('1,234', mexico)).toBe(123400);
    expect(parseMoney(formatMoney(9876543, mexico), mexico)).toBe(9876543);
    expect(parseMoney('S/ 1,234.50', { currency: 'PEN', country: 'PE' })).toBe(123450);
    expect(parseMoney('1.234,56', { currency: 'EUR', country: 'ES' })).toBe(123456);
  });
});

describe('every country writes its own amounts (one formatter: currency and country)', () => {
  it.each([
    // The dashboard's "Para hoy" in a Mexican business: never "MXN 1.850,50".
    ['MX', 'MXN', 185050, '$1,850.50'],
    ['AR', 'ARS', 185050, nbsp('$ 1.850,50')],
    ['CL', 'CLP', 1850, '$1.850'],
    ['CO', 'COP', 185050, nbsp('$ 1.850,50')],
    ['UY', 'UYU', 185050, nbsp('$ 1.850,50')],
    ['ES', 'EUR', 185050, nbsp('1850,50 €')],
    ['ES', 'EUR', 1234567, nbsp('12.345,67 €')],
    ['US', 'USD', 185050, '$1,850.50'],
    ['PE', 'PEN', 185050, nbsp('S/ 1,850.50')],
  ])('%s, %s: %d minor units → %s', (country, currency, minor, expected) => {
    expect(formatMoney(minor, { currency, country })).toBe(expected);
    // What an amount field shows is read back as the same amount.
    expect(parseMoney(expected, { currency, country })).toBe(minor);
  });

  it('a country not in the list writes as Argentina does', () => {
    expect(formatMoney(185050, { currency: 'ARS', country: 'ZZ' })).toBe(nbsp('$ 1.850,50'));
  });
});

describe('formatMoneyWithCode (the receipt)', () => {
  it.each([
    ['AR', 'ARS', 2_500_000, nbsp('$ 25.000,00 ARS')],
    ['MX', 'MXN', 185050, nbsp('$1,850.50 MXN')],
    ['CL', 'CLP', 25000, nbsp('$25.000 CLP')],
    ['CO', 'COP', 2_500_000, nbsp('$ 25.000,00 COP')],
    ['UY', 'UYU', 2_500_000, nbsp('$ 25.000,00 UYU')],
    ['ES', 'EUR', 450_000, nbsp('4500,00 € EUR')],
    ['US', 'USD', 185050, nbsp('$1,850.50 USD')],
  ])('%s, %s: says which "$" it is', (country, currency, minor, expected) => {
    expect(formatMoneyWithCode(minor, { currency, country })).toBe(expected);
  });

  it('does not repeat a code the amount already shows, and answers "" for what is not an amount', () => {
    expect(formatMoneyWithCode(1234, inArgentina('JPY'))).toBe(nbsp('JPY 1.234'));
    expect(formatMoneyWithCode(12.5, AR)).toBe('');
  });
});

describe('formatMoneyCompact (a chart axis)', () => {
  it("rounds to the country's short figure", () => {
    expect(formatMoneyCompact(125_000_000, { currency: 'MXN', country: 'MX' })).toBe('$1.3\u00a0M');
    expect(formatMoneyCompact(125_000_000, AR)).toBe('$1,3\u00a0M');
    expect(formatMoneyCompact(1_500_000, { currency: 'CLP', country: 'CL' })).toBe(nbsp('$1,5 M'));
  });
});
