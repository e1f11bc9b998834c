import { screen, waitFor } from '@testing-library/react';
import { useSession } from '@coach/shared';
import { emptyPaymentDetails, type PaymentDetails } from '@coach/shared/contracts';
import { fakeAccessToken, resetBrowserState } from '@coach/shared/testing';
import { renderBilling } from '../../testing/render-billing';
import { WhatsAppReminderButton, type ReminderClient } from './whatsapp-reminder-button';

jest.setTimeout(30_000);

const me = (business: object) => ({
  id: 7,
  firstName: 'Lucía',
  lastName: 'Pérez',
  email: 'lucia@example.com',
  phone: null,
  birthDate: null,
  gender: null,
  address: null,
  role: 'CO',
  image: null,
  gymId: 3,
  business,
  pendingEmail: null,
});

const chilean: PaymentDetails = {
  ...emptyPaymentDetails,
  transferHolder: 'Lucía Pérez',
  transferHolderTaxId: '12345678-5',
  transferBank: 'Banco Estado',
  transferAccountType: 'vista',
  transferAccount: '12345678',
};
const period = { startDate: '2026-03-01', endDate: '2026-03-31', remaining: 35_000, overdue: true };
const santiago = { name: 'Estudio Sur', timeZone: 'America/Santiago', currency: 'CLP', country: 'CL' };

function renderButton(client: ReminderClient, settings: typeof santiago = santiago, payment: PaymentDetails = chilean) {
  useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const rendered = renderBilling(<WhatsAppReminderButton client={client} period={period} />, (call) => {
    if (call.url === '/api/v1/me') return { status: 200, body: me(settings) };
    if (call.url === '/api/v1/business') return { status: 200, body: { ...settings, logo: null, payment } };
    return undefined;
  });
  return { ...rendered, open };
}

/** Clicks "Recordar por WhatsApp" once the settings and the payment details have arrived; answers the text sent. */
async function reminderText(rendered: ReturnType<typeof renderButton>): Promise<{ number: string; text: string }> {
  const { user, open, calls } = rendered;
  await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/business')).toBe(true));
  // The settings and the payment details have arrived (the default would say ARS).
  await waitFor(() => expect(calls.filter((call) => call.url === '/api/v1/me')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  await user.click(screen.getByRole('button', { name: 'Recordar por WhatsApp' }));
  expect(open).toHaveBeenCalledTimes(1);
  const url = new URL(String(open.mock.calls[0]![0]));
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

describe('Recordar por WhatsApp', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.restoreAllMocks());

  it("opens wa.me with the client's phone in the business's country and the reminder written in Spanish, with Chile's transfer details", async () => {
    const rendered = renderButton({ name: 'Ana Gómez', firstName: 'Ana', phone: '9 8765 4321' });
    const { number, text } = await reminderText(rendered);
    const [, target, features] = rendered.open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toBe('noopener,noreferrer');
    expect(number).toBe('56987654321');
    expect(text).toContain('¡Hola, Ana! Te escribo de Estudio Sur');
    expect(text).toContain('del 01/03/2026 al 31/03/2026 venció el 31/03/2026');
    expect(text).toContain('Quedan $35.000 por pagar.');
    expect(text).toContain(
      'Podés pagar por transferencia:\nTitular: Lucía Pérez\nRUT: 12.345.678-5\nBanco: Banco Estado\nTipo de cuenta: Cuenta vista o CuentaRUT\nNúmero de cuenta: 12345678',
    );
  });

  it('in Mexico says the CLABE in groups of four', async () => {
    const mexico = { name: 'Estudio Sur', timeZone: 'America/Mexico_City', currency: 'MXN', country: 'MX' };
    const rendered = renderButton({ name: 'Ana Gómez', firstName: 'Ana', phone: '55 8765 4321' }, mexico, {
      ...emptyPaymentDetails,
      transferAccount: '002010077777777771',
      transferHolder: 'Lucía Pérez',
    });
    const { number, text } = await reminderText(rendered);
    expect(number).toBe('525587654321');
    expect(text).toContain('Podés pagar por transferencia:\nCLABE: 0020 1007 7777 7777 71\nTitular: Lucía Pérez\n');
    expect(text).not.toContain('Alias');
  });

  it('in Argentina says the alias and the CBU/CVU', async () => {
    const argentina = { name: 'Estudio Sur', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS', country: 'AR' };
    const rendered = renderButton({ name: 'Ana Gómez', firstName: 'Ana', phone: '11 5555-0000' }, argentina, {
      ...emptyPaymentDetails,
      transferAlias: 'estudio.sur',
      transferAccount: '2850590940090418135201',
    });
    expect((await reminderText(rendered)).text).toContain('Podés pagar por transferencia:\nAlias: estudio.sur\nCBU/CVU: 2850590940090418135201\n');
  });

  it('in Spain says the IBAN in groups of four', async () => {
    const spain = { name: 'Estudio Sur', timeZone: 'Europe/Madrid', currency: 'EUR', country: 'ES' };
    const rendered = renderButton({ name: 'Ana Gómez', firstName: 'Ana', phone: '612 34 56 78' }, spain, { ...emptyPaymentDetails, transferAccount: 'ES9121000418450200051332' });
    expect((await reminderText(rendered)).text).toContain('Podés pagar por transferencia:\nIBAN: ES91 2100 0418 4502 0005 1332\n');
  });

  it('a client without a phone gets a clear message, not a broken link', async () => {
    const { user, open } = renderButton({ name: 'Ana Gómez', firstName: 'Ana', phone: null });
    await user.click(await screen.findByRole('button', { name: 'Recordar por WhatsApp' }));
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByText('Ana Gómez no tiene un teléfono cargado. Agregalo en sus datos para escribirle por WhatsApp.')).toBeInTheDocument();
  });

  it('a phone WhatsApp cannot take says so', async () => {
    const { user, open } = renderButton({ name: 'Ana Gómez', firstName: 'Ana', phone: '123' });
    await user.click(await screen.findByRole('button', { name: 'Recordar por WhatsApp' }));
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByText(/El teléfono de Ana Gómez no parece válido para WhatsApp/)).toBeInTheDocument();
  });
});
