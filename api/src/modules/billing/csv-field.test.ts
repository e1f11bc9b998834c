import { csvDialectOf, csvField } from './csv';

describe('a CSV field', () => {
  it('neutralises what a spreadsheet would run, and keeps a phone or a negative number as written', () => {
    const argentina = csvDialectOf('AR');
    const cases: Array<[string, string]> = [
      ['+54 9 11 5555 1111', '+54 9 11 5555 1111'],
      ['+52 55 8765 4321', '+52 55 8765 4321'],
      ['-12,50', '-12,50'],
      ['(011) 4555-1111', '(011) 4555-1111'],
      ['=SUMA(A1)', "'=SUMA(A1)"],
      ['@HYPERLINK("x")', `"'@HYPERLINK(""x"")"`],
      ['+cmd|calc', "'+cmd|calc"],
      ['-2+3', "'-2+3"],
      ['\tx', "'\tx"],
      ['Ana; Gómez', '"Ana; Gómez"'],
      ['Ana, Gómez', 'Ana, Gómez'],
    ];
    expect(cases.map(([value]) => [value, csvField(value, argentina)])).toEqual(cases);
  });

  it("quotes the country's own separator: ',' in Mexico, ';' in Argentina", () => {
    expect(csvDialectOf('MX')).toEqual({ separator: ',', decimalMark: '.' });
    expect(csvDialectOf('AR')).toEqual({ separator: ';', decimalMark: ',' });
    expect(csvField('Ana, Gómez', csvDialectOf('MX'))).toBe('"Ana, Gómez"');
    expect(csvField('Ana; Gómez', csvDialectOf('MX'))).toBe('Ana; Gómez');
    expect(csvField('-1,234.50', csvDialectOf('MX'))).toBe('"-1,234.50"');
  });

  it.each([
    ['AR', ';', ','],
    ['CL', ';', ','],
    ['CO', ';', ','],
    ['UY', ';', ','],
    ['ES', ';', ','],
    ['BR', ';', ','],
    ['MX', ',', '.'],
    ['US', ',', '.'],
    ['PE', ',', '.'],
    ['GB', ',', '.'],
  ])("a business in %s writes '%s' between fields and '%s' before the decimals", (country, separator, decimalMark) => {
    expect(csvDialectOf(country)).toEqual({ separator, decimalMark });
  });
});
