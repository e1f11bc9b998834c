import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@coach/shared';
import { fakeAccessToken, stubFetch, type FetchCall } from '@coach/shared/testing';
import { aClient, renderClients, resetBrowserState } from '../../../testing/render-clients';

jest.setTimeout(40_000);
beforeEach(resetBrowserState);

// 6 March, 14:30 in Buenos Aires (UTC-3), the zone of a business whose settings have not arrived.
const expiresAt = '2025-03-06T17:30:00.000Z';
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/api/v1/invitations');

function stubApi(codes: string[], business?: { name: string; timeZone: string; currency: string }, reused = false) {
  let next = 0;
  return stubFetch((call) => {
    if (call.method === 'POST') {
      next += 1;
      return { status: reused ? 200 : 201, body: { id: next, code: codes[next - 1] ?? 'ZZZZZZ', expiresAt, reused } };
    }
    if (call.method === 'DELETE') return { status: 204, body: null };
    if (call.url === '/api/v1/me') return business ? { status: 200, body: { id: 7, business } } : { status: 404, body: {} };
    if (call.url.startsWith('/api/v1/clients/')) return { status: 200, body: aClient({ id: 5 }) };
    return { status: 200, body: { items: [aClient({ id: 5 })], total: 1 } };
  });
}

describe('invite dialog', () => {
  it('generates a code on open, shows when it expires, copies it and offers WhatsApp', async () => {
    const { calls } = stubApi(['K7P2QX', 'M3N8RT']);
    renderClients('/clientes');
    const user = userEvent.setup();
    // After setup: user-event installs its own clipboard on navigator.
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await screen.findByRole('link', { name: 'Ana Pérez' });

    await user.click(screen.getByRole('button', { name: 'Invitar cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar cliente' });

    const code = await within(dialog).findByText('K7P2QX');
    expect(code).toHaveAttribute('data-tour', 'invite-client-code');
    expect(within(dialog).getByText('Vence el 06/03 a las 14:30')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ url: '/api/v1/invitations', method: 'POST', body: {} }]);

    await user.click(within(dialog).getByRole('button', { name: 'Copiar código' }));
    expect(writeText).toHaveBeenCalledWith('K7P2QX');
    expect(await screen.findByText('Código copiado')).toBeInTheDocument();

    const link = `${window.location.origin}/app/registro?codigo=K7P2QX`;
    expect(within(dialog).getByTestId('invite-link')).toHaveTextContent(link);
    await user.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenLastCalledWith(link);
    expect(await screen.findByText('Enlace copiado')).toBeInTheDocument();

    const whatsapp = within(dialog).getByRole('link', { name: 'Compartir por WhatsApp' });
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text');
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(text).toContain('K7P2QX');
    expect(text).toContain(link);
    expect(text).toContain('vence el 06/03 a las 14:30');

    // "Anular y generar otro": the code shown stops working first, then a new one takes its place.
    await user.click(within(dialog).getByRole('button', { name: 'Anular y generar otro' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Invitar cliente' })).findByText('M3N8RT')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/v1/invitations/1']);
    expect(posts(calls)).toHaveLength(2);
    expect(await screen.findByText('Código anulado')).toBeInTheDocument();
  });

  it('says when the code is the one still pending, and speaks in the trainer’s and the business’s name', async () => {
    stubApi(['K7P2QX'], { name: 'Estudio Fuerte', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS' }, true);
    useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
    const trainer = useSession.getState().user!.firstName;
    renderClients('/clientes');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Pérez' });
    await user.click(screen.getByRole('button', { name: 'Invitar cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar cliente' });
    expect(await within(dialog).findByText(/Es el código que ya generaste/)).toBeInTheDocument();
    expect(within(dialog).getByText(/uno que ya cargaste y todavía no usa la app/)).toBeInTheDocument();
    await waitFor(() => {
      const whatsapp = within(dialog).getByRole('link', { name: 'Compartir por WhatsApp' });
      expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toMatch(new RegExp(`^¡Hola! Soy ${trainer}, de Estudio Fuerte\\.`));
    });
  });

  it("shows the expiry on the business's clock, not the browser's", async () => {
    const { calls } = stubApi(['K7P2QX'], { name: 'Estudio', timeZone: 'Europe/Madrid', currency: 'EUR' });
    useSession.getState().signIn({ access: fakeAccessToken(), refresh: 'refresh-token' });
    renderClients('/clientes');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Pérez' });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/me')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Invitar cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar cliente' });
    expect(await within(dialog).findByText('Vence el 06/03 a las 18:30')).toBeInTheDocument();
    const whatsapp = within(dialog).getByRole('link', { name: 'Compartir por WhatsApp' });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toContain('vence el 06/03 a las 18:30');
  });

  it('tells the user when the code cannot be generated', async () => {
    stubFetch((call) =>
      call.method === 'POST'
        ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Algo salió mal.' } }
        : { status: 200, body: { items: [aClient()], total: 1 } },
    );
    renderClients('/clientes');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Pérez' });

    await user.click(screen.getByRole('button', { name: 'Invitar cliente' }));
    expect(await screen.findByText('No pudimos generar el código', { selector: '.ant-notification-notice-title, .ant-notification-notice-title *' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Invitar cliente' })).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('from a client page, binds the code to that client', async () => {
    const { calls } = stubApi(['B4C5D6']);
    renderClients('/clientes/5');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Enviar invitación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a Ana Pérez' });
    expect(await within(dialog).findByText('B4C5D6')).toBeInTheDocument();
    await waitFor(() => expect(posts(calls)).toEqual([{ url: '/api/v1/invitations', method: 'POST', body: { clientId: 5 } }]));

    // The client's phone is known (1155550000, in Argentina): WhatsApp opens the chat with them (+54 9), the link in the text.
    const whatsapp = within(dialog).getByRole('link', { name: 'Compartir por WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/5491155550000');
    expect(href.searchParams.get('text')).toContain(`${window.location.origin}/app/registro?codigo=B4C5D6`);
    expect(href.searchParams.get('text')).toMatch(/^¡Hola Ana!/);
    expect(within(dialog).getByText(/Solo para Ana Pérez: el registro se abre con sus datos cargados/)).toBeInTheDocument();
  });
});
