import { transferValuesFor, type TransferValues } from './transfer-values';

const empty: TransferValues = { transferAlias: '', transferAccount: '', transferAccountType: '', transferHolder: '', transferHolderTaxId: '', transferBank: '' };
const argentine: TransferValues = { ...empty, transferAlias: 'estudio.ana', transferAccount: '2850590940090418135201', transferHolder: 'Ana Pérez', transferBank: 'Banco Macro' };

describe('the transfer details shown after choosing another country', () => {
  it('keep what the new country also asks for, and set the rest aside', () => {
    const inMexico = transferValuesFor('MX', argentine, {});
    expect(inMexico.values).toEqual({ ...empty, transferHolder: 'Ana Pérez', transferBank: 'Banco Macro' });
    expect(inMexico.leftBehind).toEqual({ transferAlias: ['estudio.ana'], transferAccount: ['2850590940090418135201'] });
  });

  it('come back when the country does: Argentina → México → Argentina, with a CLABE typed in between', () => {
    const inMexico = transferValuesFor('MX', argentine, {});
    const typedInMexico = { ...inMexico.values, transferAccount: '0020 1007 7777 7777 71' };
    const back = transferValuesFor('AR', typedInMexico, inMexico.leftBehind);
    expect(back.values).toEqual(argentine);
    // And the CLABE waits, in case México is chosen again.
    expect(transferValuesFor('MX', back.values, back.leftBehind).values.transferAccount).toBe('0020 1007 7777 7777 71');
  });

  it("are written the new country's way: an IBAN in groups of four from Spain to Portugal", () => {
    const spanish = { ...empty, transferAccount: 'ES9121000418450200051332' };
    expect(transferValuesFor('PT', spanish, {}).values.transferAccount).toBe('ES91 2100 0418 4502 0005 1332');
  });

  it('drop a value that is not valid in the new country, even in a field of the same name', () => {
    const chilean = { ...empty, transferAccountType: 'vista', transferAccount: '000-12345-67', transferHolderTaxId: '12.345.678-5' };
    const inColombia = transferValuesFor('CO', chilean, {});
    expect(inColombia.values).toEqual({ ...empty, transferAccount: '000-12345-67' });
    expect(transferValuesFor('CL', inColombia.values, inColombia.leftBehind).values).toEqual({ ...chilean, transferHolderTaxId: '12.345.678-5' });
  });
});
