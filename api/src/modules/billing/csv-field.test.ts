import { csvField } from './lists';

describe('a CSV field', () => {
  it('neutralises what a spreadsheet would run, and keeps a phone or a negative number as written', () => {
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
    ];
    expect(cases.map(([value]) => [value, csvField(value)])).toEqual(cases);
  });
});
