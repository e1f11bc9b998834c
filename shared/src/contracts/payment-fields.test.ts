import { emptyPaymentDetails } from './business';
import { countryCodes } from './countries';
import {
  carryTransferDetails,
  checkTransferDetails,
  paymentFieldMessages as pm,
  paymentFieldOf,
  paymentFieldsOf,
  readPaymentField,
  transferDetailsOf,
  transferKeys,
  transferLines,
  type TransferDetails,
} from './payment-fields';

const none: TransferDetails = {
  transferAlias: null,
  transferAccount: null,
  transferAccountType: null,
  transferHolder: null,
  transferHolderTaxId: null,
  transferBank: null,
};

const labels = (country: string) => paymentFieldsOf(country).map((field) => field.inputLabel);

describe('the transfer details of each country', () => {
  it.each([
    ['AR', ['Alias', 'CBU o CVU', 'Titular', 'Banco o billetera']],
    ['MX', ['CLABE', 'Titular', 'Banco']],
    ['ES', ['IBAN', 'Titular', 'Banco']],
    ['PT', ['IBAN', 'Titular', 'Banco']],
    ['CR', ['IBAN', 'Titular', 'Banco']],
    ['CL', ['Titular', 'RUT del titular', 'Banco', 'Tipo de cuenta', 'Número de cuenta']],
    ['CO', ['Banco', 'Tipo de cuenta', 'Número de cuenta', 'Titular']],
    ['UY', ['Banco', 'Número de cuenta', 'Titular']],
    // Any other country: the generic ones.
    ['PE', ['Banco', 'Número de cuenta', 'Titular']],
    ['US', ['Banco', 'Número de cuenta', 'Titular']],
    ['ZZ', ['Banco', 'Número de cuenta', 'Titular']],
  ])('%s asks for %j', (country, expected) => {
    expect(labels(country)).toEqual(expected);
  });

  it('names the account number as the country does, where it is shown and on its copy button', () => {
    expect(paymentFieldOf('AR', 'transferAccount')?.label).toBe('CBU/CVU');
    expect(paymentFieldOf('MX', 'transferAccount')?.label).toBe('CLABE');
    expect(paymentFieldOf('ES', 'transferAccount')?.label).toBe('IBAN');
    expect(paymentFieldOf('CL', 'transferAccount')?.label).toBe('Número de cuenta');
    expect(paymentFieldOf('CL', 'transferHolderTaxId')?.label).toBe('RUT');
    expect(paymentFieldOf('MX', 'transferAlias')).toBeUndefined();
  });

  it('every country asks once for each detail it asks for, and always for the holder and the bank', () => {
    for (const country of countryCodes) {
      const keys = paymentFieldsOf(country).map((field) => field.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).toEqual(expect.arrayContaining(['transferHolder', 'transferBank', 'transferAccount']));
      for (const key of keys) expect(transferKeys).toContain(key);
    }
  });

  it('offers the account types of Chile and Colombia from a list, not to copy', () => {
    expect(paymentFieldOf('CL', 'transferAccountType')?.options?.map((option) => option.label)).toEqual(['Cuenta corriente', 'Cuenta vista o CuentaRUT', 'Cuenta de ahorro']);
    expect(paymentFieldOf('CO', 'transferAccountType')?.options?.map((option) => option.label)).toEqual(['Cuenta de ahorros', 'Cuenta corriente']);
    expect(paymentFieldOf('CL', 'transferAccountType')?.copyable).toBe(false);
    expect(paymentFieldOf('MX', 'transferAccount')?.copyable).toBe(true);
  });
});

describe('readPaymentField', () => {
  const field = (country: string, key: (typeof transferKeys)[number]) => paymentFieldOf(country, key)!;

  it.each([
    ['MX', 'transferAccount', '0020 1007 7777 7777 71', '002010077777777771'],
    ['AR', 'transferAccount', '28505909-40090418135201', '2850590940090418135201'],
    ['AR', 'transferAlias', ' estudio.norte ', 'estudio.norte'],
    ['ES', 'transferAccount', 'es91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
    ['CL', 'transferHolderTaxId', '12.345.678-5', '12345678-5'],
    ['CL', 'transferAccount', '000-12345-67', '000-12345-67'],
    ['PE', 'transferAccount', '191-12345678-0-12', '191-12345678-0-12'],
  ] as const)('%s %s: "%s" is stored as %s', (country, key, typed, stored) => {
    expect(readPaymentField(field(country, key), typed)).toEqual({ value: stored, problem: null });
  });

  it.each([
    ['MX', 'transferAccount', '002010077777777772', pm.clabeCheck],
    ['MX', 'transferAccount', '2850590940090418135201', pm.clabeLength],
    ['AR', 'transferAccount', '2850590940090418135202', pm.cbuCheck],
    ['AR', 'transferAccount', '0020 1007 7777 7777 71', pm.cbuLength],
    ['AR', 'transferAlias', 'mi alias', pm.aliasInvalid],
    ['AR', 'transferAlias', 'corto', pm.aliasInvalid],
    ['ES', 'transferAccount', 'ES92 2100 0418 4502 0005 1332', pm.ibanCheck],
    ['ES', 'transferAccount', 'ES91 2100 0418 4502 0005 13', pm.ibanLength('España', 24)],
    ['ES', 'transferAccount', '2100 0418 4502 0005 1332', pm.ibanStart],
    ['ES', 'transferAccount', 'ES91 2100', pm.ibanLength('España', 24)],
    ['ES', 'transferAccount', 'NO93 8601', pm.ibanCharacters],
    ['ES', 'transferAccount', 'NO93 8601 1117 947Ñ', pm.ibanCharacters],
    ['CL', 'transferHolderTaxId', '12.345.678-4', pm.rutCheck],
    ['CL', 'transferHolderTaxId', '12.345', pm.rutShape],
    ['CL', 'transferAccountType', 'plazo-fijo', pm.accountTypeInvalid],
    ['CO', 'transferAccountType', 'vista', pm.accountTypeInvalid],
    ['UY', 'transferAccount', '12A45', pm.localAccountInvalid],
    ['UY', 'transferAccount', '123', pm.localAccountInvalid],
    ['PE', 'transferAccount', '12', pm.accountInvalid],
  ] as const)('%s %s: "%s" is refused', (country, key, typed, message) => {
    expect(readPaymentField(field(country, key), typed)).toEqual({ value: null, problem: message });
  });

  it('reads "" as no value', () => {
    expect(readPaymentField(field('MX', 'transferAccount'), '  ')).toEqual({ value: null, problem: null });
  });
});

describe('checkTransferDetails', () => {
  it("stores what is valid in the business's country, and names what is wrong, field by field", () => {
    expect(checkTransferDetails('MX', { transferAccount: '0020 1007 7777 7777 71', transferHolder: 'Ana', transferAlias: '' })).toEqual({
      values: { transferAccount: '002010077777777771', transferHolder: 'Ana', transferAlias: null },
      problems: [],
    });
    expect(checkTransferDetails('MX', { transferAccount: '002010077777777772', transferAlias: 'estudio.ana', transferBank: null })).toEqual({
      values: { transferBank: null },
      problems: [
        ['transferAlias', pm.notUsed('México')],
        ['transferAccount', pm.clabeCheck],
      ],
    });
    expect(pm.notUsed('México')).toBe('En México no se usa este dato para transferir');
  });
});

describe('carryTransferDetails', () => {
  const argentine: TransferDetails = { ...none, transferAlias: 'estudio.ana', transferAccount: '2850590940090418135201', transferHolder: 'Ana Pérez', transferBank: 'Banco Nación' };

  it('to Mexico keeps the holder and the bank, and leaves the alias and the CBU behind', () => {
    expect(carryTransferDetails(argentine, 'MX')).toEqual({ ...none, transferHolder: 'Ana Pérez', transferBank: 'Banco Nación' });
  });

  it('from Spain to Portugal keeps the IBAN; from Chile to Colombia a savings account and its number, not the RUT', () => {
    const spanish = { ...none, transferAccount: 'ES9121000418450200051332', transferHolder: 'Ana' };
    expect(carryTransferDetails(spanish, 'PT')).toEqual(spanish);
    const chilean = { ...none, transferAccount: '000-12345-67', transferAccountType: 'ahorro', transferHolderTaxId: '12345678-5', transferBank: 'Banco Estado' };
    expect(carryTransferDetails(chilean, 'CO')).toEqual({ ...none, transferAccount: '000-12345-67', transferAccountType: 'ahorro', transferBank: 'Banco Estado' });
    expect(carryTransferDetails({ ...chilean, transferAccountType: 'vista' }, 'CO').transferAccountType).toBeNull();
  });

  it('keeps an IBAN saved as an Argentine account number when the business moves to Spain: it is one', () => {
    expect(carryTransferDetails({ ...none, transferAccount: 'ES91 2100 0418 4502 0005 1332' }, 'ES').transferAccount).toBe('ES9121000418450200051332');
  });
});

describe('transferDetailsOf', () => {
  it("answers only what the country uses, and a saved value as it is, even one today's checks refuse", () => {
    const saved = { ...none, transferAlias: 'estudio.ana', transferAccount: 'cuenta 123', transferHolder: 'Ana' };
    expect(transferDetailsOf('ES', saved)).toEqual({ ...none, transferAccount: 'cuenta 123', transferHolder: 'Ana' });
    expect(transferDetailsOf('AR', saved)).toEqual(saved);
  });
});

describe('transferLines', () => {
  it("lists what is filled in, in the country's order, written its way, and copies the stored form", () => {
    const lines = transferLines('ES', { ...emptyPaymentDetails, transferBank: 'CaixaBank', transferAccount: 'ES9121000418450200051332' });
    expect(lines.map(({ field, text, copyText }) => [field.label, text, copyText])).toEqual([
      ['IBAN', 'ES91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
      ['Banco', 'CaixaBank', 'CaixaBank'],
    ]);
    expect(transferLines('MX', { ...emptyPaymentDetails, transferAccount: '002010077777777771' })[0]?.text).toBe('0020 1007 7777 7777 71');
    // A value saved before the checks, shown as it was typed.
    expect(transferLines('MX', { ...emptyPaymentDetails, transferAccount: '12-34' })[0]?.text).toBe('12-34');
    expect(transferLines('AR', emptyPaymentDetails)).toEqual([]);
  });
});
