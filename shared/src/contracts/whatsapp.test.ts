import { emptyPaymentDetails as noPayment } from './business';
import { howToPayText, paymentReminderText, receiptMessageText, whatsappLink, whatsappNumber, whatsappShareLink } from './whatsapp';

describe('whatsappNumber', () => {
  it.each([
    // Argentina: mobiles take a 9 after 54 and lose the "15" typed after the area code (2 to 4 digits) and the trunk 0.
    ['11 5555-0000', 'AR', '5491155550000'],
    ['011 15 5555-0000', 'AR', '5491155550000'],
    ['(011) 4555-1234', 'AR', '5491145551234'],
    ['0351 15 555-0000', 'AR', '5493515550000'],
    ['02966 15 123456', 'AR', '5492966123456'],
    ['+54 11 5555 0000', 'AR', '5491155550000'],
    ['+54 9 11 5555 0000', 'AR', '5491155550000'],
    ['54 9 11 5555 0000', 'AR', '5491155550000'],
    ['54 11 5555 0000', 'AR', '5491155550000'],
    ['+54 11 15 5555 0000', 'MX', '5491155550000'],
    ['+5491155550000', 'CL', '5491155550000'],
    // Mexico: 10 digits; the old 1 after 52 and the 044/045/01 prefixes are gone. Never Brazil's 55.
    ['55 8765 4321', 'MX', '525587654321'],
    ['(81) 1234-5678', 'MX', '528112345678'],
    ['044 55 8765 4321', 'MX', '525587654321'],
    ['01 55 8765 4321', 'MX', '525587654321'],
    ['52 55 8765 4321', 'MX', '525587654321'],
    ['52 1 55 8765 4321', 'MX', '525587654321'],
    ['+52 1 55 8765 4321', 'AR', '525587654321'],
    // Chile: 9 digits (mobiles start with 9, Santiago's lines with 2).
    ['9 8765 4321', 'CL', '56987654321'],
    ['2 2123 4567', 'CL', '56221234567'],
    ['+56 9 8765 4321', 'AR', '56987654321'],
    ['56 9 8765 4321', 'CL', '56987654321'],
    // Colombia: 10 digits (mobiles 3…, lines 60…).
    ['300 123 4567', 'CO', '573001234567'],
    ['601 234 5678', 'CO', '576012345678'],
    ['57 300 123 4567', 'CO', '573001234567'],
    // Uruguay: 8 digits after the trunk 0.
    ['099 123 456', 'UY', '59899123456'],
    ['2901 2345', 'UY', '59829012345'],
    ['+598 99 123 456', 'AR', '59899123456'],
    // Spain: 9 digits, no trunk prefix.
    ['612 34 56 78', 'ES', '34612345678'],
    ['91 123 45 67', 'ES', '34911234567'],
    ['34 612 345 678', 'ES', '34612345678'],
    ['0034 612 345 678', 'AR', '34612345678'],
    // The United States: 10 digits; a leading 1 is the calling code; 011 dials out.
    ['(212) 555-0100', 'US', '12125550100'],
    ['1 (212) 555-0100', 'US', '12125550100'],
    ['+1 212 555 0100', 'AR', '12125550100'],
    ['011 54 9 11 5555 0000', 'US', '5491155550000'],
    // Italy keeps the leading 0 of its lines, and an Italian mobile starting with 39 is not +39 again.
    ['06 1234 5678', 'IT', '390612345678'],
    ['393 123 4567', 'IT', '393931234567'],
    // The United Kingdom's "(0)" after the code.
    ['+44 (0)20 7946 0958', 'AR', '442079460958'],
    // A country Coach does not list keeps what was typed.
    ['+61 412 345 678', 'AR', '61412345678'],
  ])('%s in %s → %s', (phone, country, expected) => {
    expect(whatsappNumber(phone, country)).toBe(expected);
  });

  it.each([
    [null, 'AR'],
    ['', 'AR'],
    ['   ', 'AR'],
    ['123', 'AR'],
    ['+', 'AR'],
    ['sin teléfono', 'AR'],
    ['+54 1234567890123456', 'AR'],
    // A national number without its area code cannot be dialled from abroad.
    ['5555-0000', 'AR'],
    ['15 5555-0000', 'AR'],
    ['8765 4321', 'MX'],
    ['555 0100', 'US'],
    ['300 123 456', 'CO'],
  ])('answers null for %p in %s', (phone, country) => {
    expect(whatsappNumber(phone, country)).toBeNull();
  });
});

describe('whatsappLink', () => {
  it('builds the wa.me link with the text encoded', () => {
    expect(whatsappLink('11 5555-0000', 'AR', '¡Hola, Ana! 50% & más')).toBe(
      'https://wa.me/5491155550000?text=%C2%A1Hola%2C%20Ana!%2050%25%20%26%20m%C3%A1s',
    );
  });

  it('answers null without a usable phone, never a broken link', () => {
    expect(whatsappLink(null, 'AR', 'Hola')).toBeNull();
    expect(whatsappLink('12', 'AR', 'Hola')).toBeNull();
  });

  it('without a number, lets the user pick the chat', () => {
    expect(whatsappShareLink('¡Hola!')).toBe('https://wa.me/?text=%C2%A1Hola!');
  });
});

describe('paymentReminderText', () => {
  const base = {
    clientFirstName: 'Ana',
    businessName: 'Estudio Norte',
    period: { startDate: '2026-03-01', endDate: '2026-03-31', remaining: 2_000_000, overdue: true },
    currency: 'ARS',
    country: 'AR',
  };

  it("names the client, the period, what remains in the business's currency and how to pay", () => {
    const text = paymentReminderText({
      ...base,
      payment: { ...noPayment, transferAlias: 'estudio.norte', transferHolder: 'Lucía Pérez', transferBank: 'Banco Nación', paymentLink: 'https://pagos.example.com/x' },
    });
    expect(text).toBe(
      '¡Hola, Ana! Te escribo de Estudio Norte para recordarte que la cuota del período del 01/03/2026 al 31/03/2026 venció el 31/03/2026. Quedan $ 20.000,00 por pagar.\n\n' +
        'Podés pagar por transferencia:\nAlias: estudio.norte\nTitular: Lucía Pérez\nBanco: Banco Nación\nO pagá con este link: https://pagos.example.com/x\n\n' +
        '¡Gracias!',
    );
  });

  it('writes a pending period as one that is due, CLP with no decimals, and leaves out what the trainer did not fill', () => {
    const text = paymentReminderText({
      ...base,
      period: { ...base.period, remaining: 35_000, overdue: false },
      currency: 'CLP',
      country: 'CL',
      payment: noPayment,
    });
    expect(text).toContain('vence el 31/03/2026. Quedan $35.000 por pagar.');
    expect(text).not.toContain('transferencia');
    expect(text.endsWith('¡Gracias!')).toBe(true);
  });
});

describe('howToPayText', () => {
  it("names each detail the country's way and writes it as its banks do", () => {
    // Argentina: alias and CBU/CVU (in one piece, as its banks print it).
    expect(howToPayText('AR', { ...noPayment, transferAlias: 'a.b.c.d', transferAccount: '2850590940090418135201', paymentNotes: 'Efectivo en el estudio' })).toBe(
      'Podés pagar por transferencia:\nAlias: a.b.c.d\nCBU/CVU: 2850590940090418135201\nEfectivo en el estudio',
    );
    // Mexico: the CLABE in groups of four.
    expect(howToPayText('MX', { ...noPayment, transferAccount: '002010077777777771', transferHolder: 'Ana Pérez', transferBank: 'Banamex' })).toBe(
      'Podés pagar por transferencia:\nCLABE: 0020 1007 7777 7777 71\nTitular: Ana Pérez\nBanco: Banamex',
    );
    // Spain: the IBAN in groups of four.
    expect(howToPayText('ES', { ...noPayment, transferAccount: 'ES9121000418450200051332', paymentLink: 'https://x.example' })).toBe(
      'Podés pagar por transferencia:\nIBAN: ES91 2100 0418 4502 0005 1332\nO pagá con este link: https://x.example',
    );
    // Chile: name, RUT with its dots, bank, type and number.
    expect(
      howToPayText('CL', {
        ...noPayment,
        transferHolder: 'Ana Pérez',
        transferHolderTaxId: '12345678-5',
        transferBank: 'Banco Estado',
        transferAccountType: 'vista',
        transferAccount: '12345678',
      }),
    ).toBe('Podés pagar por transferencia:\nTitular: Ana Pérez\nRUT: 12.345.678-5\nBanco: Banco Estado\nTipo de cuenta: Cuenta vista o CuentaRUT\nNúmero de cuenta: 12345678');
  });

  it('leaves out what the country does not use, and says nothing without details', () => {
    // An alias saved while a business in Mexico still had Argentina's fields.
    expect(howToPayText('MX', { ...noPayment, transferAlias: 'a.b.c.d', transferAccount: '002010077777777771' })).toBe('Podés pagar por transferencia:\nCLABE: 0020 1007 7777 7777 71');
    expect(howToPayText('AR', { ...noPayment, paymentLink: 'https://x.example' })).toBe('Podés pagar con este link: https://x.example');
    expect(howToPayText('AR', noPayment)).toBe('');
  });
});

describe('receiptMessageText', () => {
  it('says what the receipt is for', () => {
    expect(
      receiptMessageText({
        clientFirstName: 'Ana',
        businessName: 'Estudio Norte',
        receiptNumber: 12,
        amount: 450_000,
        date: '2026-03-02',
        period: { startDate: '2026-03-01', endDate: '2026-03-31' },
        currency: 'EUR',
        country: 'ES',
      }),
    ).toBe('¡Hola, Ana! Te paso el comprobante N.º 12 de Estudio Norte de tu pago de 4500,00 € del 02/03/2026, por el período del 01/03/2026 al 31/03/2026. ¡Gracias!');
  });
});
