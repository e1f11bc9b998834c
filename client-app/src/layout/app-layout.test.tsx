import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders, chatPaths, createQueryClient } from '@coach/shared';
import { useClientSession } from '@coach/shared/client-app';
import { fakeAccessToken, resetBrowserState, stubChatStream, stubFetch } from '@coach/shared/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppLayout } from './app-layout';

jest.setTimeout(20_000);

function renderLayout(unread: number) {
  const { calls } = stubFetch((call) =>
    new URL(call.url, 'http://localhost').pathname === chatPaths.clientAppUnread
      ? { status: 200, body: { unreadMessages: unread } }
      : { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } },
  );
  const stream = stubChatStream(chatPaths.clientAppStream);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<p>Hoy</p>} />
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
});
