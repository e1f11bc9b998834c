import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders, chatPaths, createQueryClient, formatDistance, useNumberLocale } from '@coach/shared';
import type { ClientAppProfile } from '@coach/shared/contracts';
import { useClientSession } from '@coach/shared/client-app';
import { fakeAccessToken, resetBrowserState, stubChatStream, stubFetch } from '@coach/shared/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sampleProfile } from '../features/profile/testing';
import { AppLayout } from './app-layout';

jest.setTimeout(20_000);

const profileOf = (country: string): ClientAppProfile => ({
  ...sampleProfile,
  business: { name: 'Estudio Norte', timeZone: 'America/Mexico_City', currency: 'MXN', country },
});

/** A screen that writes a number (as "Hoy" writes a distance), following the business's country. */
function Distance() {
  useNumberLocale();
  return <p data-testid="distance">{formatDistance(1234.5)}</p>;
}

function renderLayout(unread: number, me?: { country: string }) {
  const { calls } = stubFetch((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === chatPaths.clientAppUnread) return { status: 200, body: { unreadMessages: unread } };
    if (path === '/api/v1/client-app/me' && me) return { status: 200, body: profileOf(me.country) };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
  });
  const stream = stubChatStream(chatPaths.clientAppStream);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<Distance />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { calls, stream };
}

beforeEach(() => {
  resetBrowserState();
  useClientSession.getState().signIn({ access: fakeAccessToken({ role: 'CL', client_id: 7, id: 7 }), refresh: 'refresh-7' });
});
afterEach(() => useClientSession.getState().signOut());

describe('the app layout', () => {
  it('lists the sections in order: Hoy, Progreso, Chat, Mi plan, Perfil', () => {
    renderLayout(0);
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Hoy', 'Progreso', 'Chat', 'Mi plan', 'Perfil']);
    expect(within(nav).getByRole('link', { name: 'Mi plan' })).toHaveAttribute('href', '/plan');
  });

  it("shows the trainer's unread messages on the Chat tab, and follows the stream's count", async () => {
    const { calls, stream } = renderLayout(3);
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    const chat = await within(nav).findByRole('link', { name: /^Chat\W+3 mensajes sin leer$/ });
    expect(chat).toHaveAttribute('href', '/chat');
    expect(within(chat).getByTestId('unread-badge')).toHaveTextContent('3');
    expect(calls.filter((call) => call.url.endsWith(chatPaths.clientAppUnread))).toHaveLength(1);

    await stream.opened();
    // The client's own stream, with the client's token (never the trainer's).
    const opening = jest.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith(chatPaths.clientAppStream));
    expect(new Headers(opening?.[1]?.headers).get('Authorization')).toBe(`Bearer ${localStorage.getItem('coach.app.access-token')}`);
    act(() => stream.send('ready', { unreadMessages: 12 }));
    await waitFor(() => expect(within(nav).getByTestId('unread-badge')).toHaveTextContent('9+'));
    act(() => stream.send('unread', { unreadMessages: 0 }));
    await waitFor(() => expect(within(nav).queryByTestId('unread-badge')).not.toBeInTheDocument());
    expect(within(nav).getByRole('link', { name: 'Chat' })).toBeInTheDocument();
  });

  it("asks for the client's record at start and writes numbers as the business's country does from then on", async () => {
    const { calls } = renderLayout(0, { country: 'MX' });
    // Until the settings arrive: as Argentina writes it (nothing remembered on this phone yet).
    expect(screen.getByTestId('distance')).toHaveTextContent('1.234,5 km');
    await waitFor(() => expect(screen.getByTestId('distance')).toHaveTextContent('1,234.5 km'));
    expect(calls.filter((call) => call.url === '/api/v1/client-app/me')).toHaveLength(1);
    // Remembered for the next start's first paint.
    expect(localStorage.getItem('coach.number-country')).toBe('MX');
  });
});
