import { compactNumber, compactRut, formatRut, groupInFours, hasIbanLength, ibanChecksumHolds, isCbu, isClabe, isIban, isRut, rutCheckDigit } from './account-numbers';

describe('compactNumber', () => {
  it('drops the spaces, dots, hyphens and slashes people write, and capitalises', () => {
    expect(compactNumber(' 0021 8000-1234.5678 97 ')).toBe('002180001234567897');
    expect(compactNumber('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
  });
});

describe('isCbu (Argentina: CBU and CVU)', () => {
  it.each([
    // Published examples of Banco Macro and BBVA; a Mercado Pago CVU (000 0031: its first block).
    '2850590940090418135201',
    '0170099220000067797370',
    '0000003100010000000009',
  ])('accepts %s', (cbu) => expect(isCbu(cbu)).toBe(true));

  it.each([
    ['the bank block check digit wrong', '2850590840090418135201'],
    ['the account block check digit wrong', '2850590940090418135202'],
    ['a digit changed in the account', '2850590940090418135301'],
    ['21 digits', '285059094009041813520'],
    ['23 digits', '28505909400904181352011'],
    ['a letter', '285059094009041813520A'],
  ])('refuses %s', (_what, cbu) => expect(isCbu(cbu)).toBe(false));
});

describe('isClabe (Mexico)', () => {
  it.each([
    // Banamex's and Wikipedia's examples, and one of STP.
    '002010077777777771',
    '032180000118359719',
    '646180157000000004',
  ])('accepts %s', (clabe) => expect(isClabe(clabe)).toBe(true));

  it.each([
    ['its check digit wrong', '002010077777777772'],
    ['two digits swapped', '002010077777777717'],
    ['17 digits', '00201007777777777'],
    ['a CBU', '2850590940090418135201'],
  ])('refuses %s', (_what, clabe) => expect(isClabe(clabe)).toBe(false));
});

describe('isIban (mod 97)', () => {
  it.each(['ES9121000418450200051332', 'DE89370400440532013000', 'GB29NWBK60161331926819', 'FR1420041010050500013M02606', 'PT50000201231234567890154', 'CR05015202001026284066'])(
    'accepts %s',
    (iban) => expect(isIban(iban)).toBe(true),
  );

  it('refuses a wrong check digit, a changed digit, a lower-case or a short one', () => {
    expect(isIban('ES9221000418450200051332')).toBe(false);
    expect(ibanChecksumHolds('ES9221000418450200051332')).toBe(false);
    expect(isIban('ES9121000418450200051333')).toBe(false);
    expect(isIban('es9121000418450200051332')).toBe(false);
    expect(isIban('ES91')).toBe(false);
  });

  it("knows the length of our countries' IBANs, and only checks the others by mod 97", () => {
    expect(hasIbanLength('ES91210004184502000513')).toBe(false);
    expect(hasIbanLength('ES9121000418450200051332')).toBe(true);
    // Norway (15), not in our list: its shape and its checksum decide.
    expect(isIban('NO9386011117947')).toBe(true);
  });
});

describe('groupInFours', () => {
  it('writes an IBAN and a CLABE in groups of four', () => {
    expect(groupInFours('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(groupInFours('002010077777777771')).toBe('0020 1007 7777 7777 71');
  });
});

describe('RUT (Chile)', () => {
  it('computes the check digit, K and 0 included', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('76086428')).toBe('5');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('7654321')).toBe('6');
  });

  it('reads it typed with dots or without, and writes it as Chile does', () => {
    expect(compactRut('12.345.678-5')).toBe('12345678-5');
    expect(compactRut('123456785')).toBe('12345678-5');
    expect(compactRut('10.000.013-k')).toBe('10000013-K');
    expect(compactRut('12.345')).toBeNull();
    expect(formatRut('12345678-5')).toBe('12.345.678-5');
    expect(formatRut('7654321-6')).toBe('7.654.321-6');
  });

  it('refuses a wrong check digit', () => {
    expect(isRut('12345678-5')).toBe(true);
    expect(isRut('10000013-K')).toBe(true);
    expect(isRut('12345678-4')).toBe(false);
    expect(isRut('12345678')).toBe(false);
  });
});
