import { howToPayText, paymentReminderText, receiptMessageText, whatsappLink, whatsappNumber } from './whatsapp';

const noPayment = { transferAlias: null, transferAccount: null, transferHolder: null, transferBank: null, paymentLink: null, paymentNotes: null };

describe('whatsappNumber', () => {
  it.each([
    // Argentina: mobiles take a 9 after 54 and lose the "15" typed after the area code.
    ['11 5555-0000', 'AR', '5491155550000'],
    ['011 15 5555-0000', 'AR', '5491155550000'],
    ['0351 15 555-0000', 'AR', '5493515550000'],
    ['+54 11 5555 0000', 'AR', '5491155550000'],
    ['+54 9 11 5555 0000', 'AR', '5491155550000'],
    ['+5491155550000', 'CL', '5491155550000'],
    // Other countries: the country code of the business for a local number.
    ['9 8765 4321', 'CL', '56987654321'],
    ['099 123 456', 'UY', '59899123456'],
    ['612 34 56 78', 'ES', '34612345678'],
    ['0034 612 345 678', 'AR', '34612345678'],
    ['55 1234 5678', 'MX', '525512345678'],
    ['+52 1 55 1234 5678', 'AR', '525512345678'],
    ['(212) 555-0100', 'US', '12125550100'],
  ])('%s in %s → %s', (phone, country, expected) => {
    expect(whatsappNumber(phone, country)).toBe(expected);
  });

  it.each([null, '', '   ', '123', '+', 'sin teléfono', '+54 1234567890123456'])('answers null for %p', (phone) => {
    expect(whatsappNumber(phone, 'AR')).toBeNull();
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
        'Podés transferir al alias estudio.norte, a nombre de Lucía Pérez (Banco Nación).\nO pagá con este link: https://pagos.example.com/x\n\n' +
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
    expect(text).not.toContain('transferir');
    expect(text.endsWith('¡Gracias!')).toBe(true);
  });
});

describe('howToPayText', () => {
  it('joins alias and account, and keeps the notes as written', () => {
    expect(howToPayText({ ...noPayment, transferAlias: 'a.b.c', transferAccount: '0000003100010000000001', paymentNotes: 'Efectivo en el estudio' })).toBe(
      'Podés transferir al alias a.b.c o al CBU/CVU 0000003100010000000001.\nEfectivo en el estudio',
    );
    expect(howToPayText({ ...noPayment, paymentLink: 'https://x.example' })).toBe('Podés pagar con este link: https://x.example');
    expect(howToPayText(noPayment)).toBe('');
  });
});

describe('receiptMessageText', () => {
  it('says what the receipt is for', () => {
    expect(
      receiptMessageText({
        clientFirstName: 'Ana',
        businessName: 'Estudio Norte',
        amount: 450_000,
        date: '2026-03-02',
        period: { startDate: '2026-03-01', endDate: '2026-03-31' },
        currency: 'EUR',
        country: 'ES',
      }),
    ).toBe('¡Hola, Ana! Te paso el comprobante de Estudio Norte de tu pago de 4500,00 € del 02/03/2026, por el período del 01/03/2026 al 31/03/2026. ¡Gracias!');
  });
});
