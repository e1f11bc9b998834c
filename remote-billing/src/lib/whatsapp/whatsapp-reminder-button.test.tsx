import { screen, waitFor } from '@testing-library/react';
import { useSession } from '@coach/shared';
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

const payment = { transferAlias: 'estudio.sur', transferAccount: null, transferHolder: 'Lucía Pérez', transferBank: null, paymentLink: null, paymentNotes: null };
const period = { startDate: '2026-03-01', endDate: '2026-03-31', remaining: 35_000, overdue: true };

function renderButton(client: ReminderClient) {
  useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const rendered = renderBilling(<WhatsAppReminderButton client={client} period={period} />, (call) => {
    if (call.url === '/api/v1/me') return { status: 200, body: me({ name: 'Estudio Sur', timeZone: 'America/Santiago', currency: 'CLP', country: 'CL' }) };
    if (call.url === '/api/v1/business') {
      return { status: 200, body: { name: 'Estudio Sur', timeZone: 'America/Santiago', currency: 'CLP', country: 'CL', logo: null, payment } };
    }
    return undefined;
  });
  return { ...rendered, open };
}

describe('Recordar por WhatsApp', () => {
  beforeEach(resetBrowserState);
  afterEach(() => jest.restoreAllMocks());

  it("opens wa.me with the client's phone in the business's country and the reminder written in Spanish", async () => {
    const { user, open, calls } = renderButton({ name: 'Ana Gómez', firstName: 'Ana', phone: '9 8765 4321' });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/business')).toBe(true));
    // The settings and the payment details have arrived (the default would say ARS).
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/v1/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.click(screen.getByRole('button', { name: 'Recordar por WhatsApp' }));

    expect(open).toHaveBeenCalledTimes(1);
    const [link, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toBe('noopener,noreferrer');
    const url = new URL(String(link));
    expect(url.origin + url.pathname).toBe('https://wa.me/56987654321');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('¡Hola, Ana! Te escribo de Estudio Sur');
    expect(text).toContain('del 01/03/2026 al 31/03/2026 venció el 31/03/2026');
    expect(text).toContain('Quedan $35.000 por pagar.');
    expect(text).toContain('Podés transferir al alias estudio.sur, a nombre de Lucía Pérez.');
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
