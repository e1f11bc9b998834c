import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, chatPaths, createQueryClient, type ChatMessage } from '@coach/shared';
import { clientAppKeys, discard, enqueue, useClientSession, useOutbox, type OutboxItem } from '@coach/shared/client-app';
import type { ClientAppProfile } from '@coach/shared/contracts';
import { aClientRecord, fakeAccessToken, resetBrowserState, stubChatStream, stubFetch, type FetchCall } from '@coach/shared/testing';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type * as ClientAppModule from '@coach/shared/client-app';
import ClientAppChat from '../../../exposes/client-app-chat';

// The outbox keeps its items in IndexedDB; here they live in its store only, as a device with no
// network keeps them: enqueued, shown, not sent.
jest.mock('@coach/shared/client-app', () => {
  const actual = jest.requireActual<typeof ClientAppModule>('@coach/shared/client-app');
  return { ...actual, enqueue: jest.fn(), discard: jest.fn() };
});

jest.setTimeout(20_000);

// Minutes before noon today (the device's zone): the same day whatever the hour the suite runs, even
// across midnight, so the day separators are "Hoy" only.
const noon = new Date();
noon.setHours(12, 0, 0, 0);
const ago = (minutes: number) => new Date(noon.getTime() - minutes * 60_000).toISOString();
let nextMessage = 1;
const aMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(nextMessage++).padStart(12, '0')}`,
  text: 'Hola',
  from: 'trainer',
  sentAt: ago(5),
  writtenAt: null,
  readAt: null,
  author: null,
  ...overrides,
});

/** The client's own record (GET /client-app/me): Rita, whose trainer is Laura Gómez (id 1). */
const me = (overrides: Partial<ClientAppProfile> = {}): ClientAppProfile => ({
  ...aClientRecord({ hasAppAccess: true }),
  business: { name: 'Estudio Norte', timeZone: 'America/Argentina/Buenos_Aires', currency: 'ARS', country: 'AR' },
  ...overrides,
});

function serve(messages: ChatMessage[], unreadAfterRead = 0, profile?: ClientAppProfile) {
  const { calls } = stubFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/v1/client-app/me' && profile) return { status: 200, body: profile };
    if (url.pathname === chatPaths.clientAppMessages && call.method === 'GET') return { status: 200, body: { items: messages, nextCursor: null } };
    if (url.pathname === chatPaths.clientAppRead) return { status: 200, body: { unreadMessages: unreadAfterRead } };
    if (url.pathname === chatPaths.clientAppUnread) return { status: 200, body: { unreadMessages: 0 } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
  });
  return { calls, stream: stubChatStream(chatPaths.clientAppStream) };
}

let queryClient: QueryClient;
function renderChat() {
  queryClient = createQueryClient();
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        <ClientAppChat />
      </MemoryRouter>
    </AppProviders>,
  );
}

const log = () => screen.findByRole('log', { name: 'Mensajes con tu entrenador' });
/** The messages of the conversation (the day separators left out). */
const lines = async () => within(await log()).getAllByRole('listitem').filter((item) => item.classList.contains('cac-message'));

beforeEach(() => {
  resetBrowserState();
  useClientSession.getState().signIn({ access: fakeAccessToken({ role: 'CL', client_id: 7, id: 7 }), refresh: 'refresh-7' });
  useOutbox.setState({ items: [], sending: false });
  jest.mocked(enqueue).mockClear();
  jest.mocked(discard).mockClear();
  jest.mocked(enqueue).mockImplementation(async (item) => {
    const stored: OutboxItem = {
      ...item,
      id: `10000000-0000-4000-8000-${String(nextMessage++).padStart(12, '0')}`,
      clientId: 7,
      createdAt: new Date().toISOString(),
      problem: null,
    };
    stored.body = { ...item.body, id: stored.id };
    useOutbox.setState({ items: [...(useOutbox.getState().items ?? []), stored] });
    return stored;
  });
  jest.mocked(discard).mockImplementation(async (id) => {
    useOutbox.setState({ items: (useOutbox.getState().items ?? []).filter((item) => item.id !== id) });
  });
});

afterEach(() => useClientSession.getState().signOut());

describe('the client app chat', () => {
  it("shows the conversation oldest first, the client's own on the right, and marks the trainer's messages read", async () => {
    const { calls } = serve([
      aMessage({ text: '¿Cómo te fue ayer?', sentAt: ago(30) }),
      aMessage({ text: 'Muy bien, gracias', from: 'client', sentAt: ago(20), readAt: ago(19) }),
      aMessage({ text: 'Mañana subimos el peso', sentAt: ago(10) }),
    ]);
    renderChat();

    const items = await lines();
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['¿Cómo te fue ayer?', 'Muy bien, gracias', 'Mañana subimos el peso']);
    expect(items.map((item) => item.dataset.from)).toEqual(['trainer', 'client', 'trainer']);
    expect(items[0]).toHaveTextContent('Tu entrenador:');
    expect(items[1]).toHaveTextContent('Vos:');
    expect(items[1]).toHaveTextContent('Leído');
    // A separator per day (all three were written today, within half an hour).
    const days = within(await log()).getAllByRole('listitem').filter((item) => item.classList.contains('cac-day'));
    expect(days.map((day) => day.textContent)).toEqual(['Hoy']);

    await waitFor(() => expect(calls.filter((call) => call.url.endsWith(chatPaths.clientAppRead))).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData(clientAppKeys.unread)).toEqual({ unreadMessages: 0 }));
  });

  it('keeps a message written offline in the thread once, "Pendiente de enviar", until the API has it', async () => {
    serve([aMessage({ text: 'Hola, ¿arrancamos?', readAt: ago(1) })]);
    const user = userEvent.setup();
    renderChat();
    await log();

    await user.type(screen.getByRole('textbox', { name: 'Mensaje para tu entrenador' }), '  Hoy no puedo ir  {Enter}');

    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue).toHaveBeenCalledWith({ kind: 'message', path: '/api/v1/client-app/messages', body: { text: 'Hoy no puedo ir', writtenAt: expect.any(String) }, subject: 'chat' });
    expect(screen.getByRole('textbox', { name: 'Mensaje para tu entrenador' })).toHaveValue('');
    const pending = (await lines()).at(-1)!;
    expect(pending).toHaveTextContent('Hoy no puedo ir');
    expect(pending).toHaveTextContent('Pendiente de enviar');
    expect(pending.dataset.from).toBe('client');

    // Back online, the API took it (its id is the outbox item's) and the stream tells: one copy, sent.
    const [item] = useOutbox.getState().items!;
    act(() => {
      queryClient.setQueryData(clientAppKeys.messages, (data: { pages: Array<{ items: ChatMessage[] }> } | undefined) =>
        data
          ? { ...data, pages: [{ ...data.pages[0]!, items: [...data.pages[0]!.items, aMessage({ id: item!.id, text: 'Hoy no puedo ir', from: 'client', sentAt: ago(0) })] }] }
          : data,
      );
    });
    const after = await lines();
    expect(after).toHaveLength(2);
    expect(after[1]).toHaveTextContent('Enviado');
    expect(after[1]).not.toHaveTextContent('Pendiente de enviar');
  });

  it('says in Spanish why a message was refused, and "Descartar" forgets it', async () => {
    serve([]);
    useOutbox.setState({
      items: [
        {
          id: '20000000-0000-4000-8000-000000000001',
          kind: 'message',
          clientId: 7,
          path: '/api/v1/client-app/messages',
          body: { id: '20000000-0000-4000-8000-000000000001', text: 'Te escribo igual' },
          createdAt: ago(3),
          subject: 'chat',
          problem: 'Ese identificador ya se usó para otro mensaje',
        },
      ],
      sending: false,
    });
    const user = userEvent.setup();
    renderChat();

    const [refused] = await lines();
    expect(within(refused!).getByRole('alert')).toHaveTextContent('No se envió: Ese identificador ya se usó para otro mensaje');
    expect(refused).not.toHaveTextContent('Pendiente de enviar');
    await user.click(within(refused!).getByRole('button', { name: /Descartar/ }));
    expect(discard).toHaveBeenCalledWith('20000000-0000-4000-8000-000000000001');
    await waitFor(() => expect(screen.queryByRole('log')).not.toBeInTheDocument());
    expect(screen.getByText('Todavía no hay mensajes. Escribile a tu entrenador.')).toBeInTheDocument();
  });

  it("shows the trainer's new message live and marks it read", async () => {
    const { calls, stream } = serve([], 0);
    renderChat();
    await screen.findByText('Todavía no hay mensajes. Escribile a tu entrenador.');
    await stream.opened();

    const live = aMessage({ text: '¡Buen trabajo hoy!', sentAt: new Date().toISOString() });
    act(() => stream.send('message', { clientId: 7, message: live }));

    const [line] = await lines();
    expect(line).toHaveTextContent('¡Buen trabajo hoy!');
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith(chatPaths.clientAppRead))).toHaveLength(1));

    // The count of unread the stream announces reaches the tab's badge (the same query).
    act(() => stream.send('unread', { unreadMessages: 4 }));
    await waitFor(() => expect(queryClient.getQueryData(clientAppKeys.unread)).toEqual({ unreadMessages: 4 }));
  });

  it("shows \"Leído\" on the client's messages when the trainer reads them", async () => {
    const mine = aMessage({ text: 'Ya terminé la rutina', from: 'client', sentAt: ago(2) });
    const { stream } = serve([mine]);
    renderChat();
    expect((await lines())[0]).toHaveTextContent('Enviado');
    await stream.opened();

    act(() => stream.send('read', { clientId: 7, by: 'trainer', readAt: new Date().toISOString() }));
    await waitFor(async () => expect((await lines())[0]).toHaveTextContent('Leído'));
  });

  it('refuses an empty message with the contract\'s Spanish text', async () => {
    serve([]);
    const user = userEvent.setup();
    renderChat();
    await screen.findByText('Todavía no hay mensajes. Escribile a tu entrenador.');

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribí un mensaje');
    expect(enqueue).not.toHaveBeenCalled();
  });

  describe('who the client talks to', () => {
    const laura = { id: 1, firstName: 'Laura', lastName: 'Gómez' };
    const martin = { id: 4, firstName: 'Martín', lastName: 'Ríos' };
    const authorOf = (line: HTMLElement) => within(line).queryByTestId('message-author')?.textContent ?? null;

    it("shows the trainer's name and photo on top, from the client's own record", async () => {
      serve([], 0, me({ trainer: { ...laura, image: '/media/team/laura.jpg' } }));
      renderChat();

      const heading = await screen.findByRole('heading', { level: 1, name: 'Chat con Laura Gómez' });
      expect(heading).toHaveTextContent(/Laura Gómez$/);
      expect(screen.getByText('Tu entrenador')).toBeInTheDocument();
      expect(heading.closest('header')!.querySelector('img')).toHaveAttribute('src', '/media/team/laura.jpg');
      expect(screen.getByRole('region', { name: 'Chat con Laura Gómez' })).toBeInTheDocument();
    });

    it("shows the trainer's initials without a photo, and just \"Chat\" when the record cannot be read", async () => {
      serve([], 0, me({ trainer: { ...laura, image: null } }));
      const { unmount } = renderChat();
      const heading = await screen.findByRole('heading', { level: 1, name: 'Chat con Laura Gómez' });
      expect(within(heading.closest('header')!).getByText('LG')).toBeInTheDocument();
      unmount();

      serve([]);
      renderChat();
      await screen.findByText('Todavía no hay mensajes. Escribile a tu entrenador.');
      expect(screen.getByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
      expect(screen.getByText('Tu conversación con tu entrenador')).toBeInTheDocument();
    });

    it('names who wrote a message only when it was not their trainer', async () => {
      serve(
        [
          aMessage({ text: '¿Cómo vas?', author: laura, sentAt: ago(30) }),
          aMessage({ text: 'Laura está de viaje, te escribo yo', author: martin, sentAt: ago(20) }),
          aMessage({ text: 'Gracias', from: 'client', sentAt: ago(10) }),
        ],
        0,
        me({ trainer: { ...laura, image: null } }),
      );
      renderChat();

      await screen.findByRole('heading', { level: 1, name: 'Chat con Laura Gómez' });
      const [fromLaura, fromMartin, mine] = await lines();
      await waitFor(() => expect(authorOf(fromMartin!)).toBe('Martín'));
      // Read aloud once: the name shown is hidden from screen readers, which hear it before the text.
      expect(fromMartin!.querySelector('.cac-sr-only')).toHaveTextContent('Martín:');
      expect(authorOf(fromLaura!)).toBeNull();
      expect(fromLaura!.querySelector('.cac-sr-only')).toHaveTextContent('Tu entrenador:');
      expect(authorOf(mine!)).toBeNull();
    });
  });
});
