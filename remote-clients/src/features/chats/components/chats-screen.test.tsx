import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AppProviders,
  createQueryClient,
  unreadMessagesQueryKey,
  useSession,
  userFromToken,
  type ChatConversation,
  type ChatMessage,
} from '@coach/shared';
import { deferredReply, fakeAccessToken, LocationProbe, resetBrowserState, stubChatStream, stubFetch, type FetchCall, type Reply } from '@coach/shared/testing';
import type { TeamMember } from '@coach/shared/contracts';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ChatsPage from '../../../exposes/chats-page';
import { aMember } from '../../../testing/render-clients';

jest.setTimeout(20_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const now = Date.now();
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
let nextMessage = 1;

const aMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(nextMessage++).padStart(12, '0')}`,
  text: 'Hola',
  from: 'client',
  sentAt: ago(5),
  writtenAt: null,
  readAt: null,
  author: null,
  ...overrides,
});

const aConversation = (overrides: Partial<ChatConversation> = {}): ChatConversation => ({
  clientId: 1,
  firstName: 'Ana',
  lastName: 'Pérez',
  image: null,
  active: true,
  hasAppAccess: true,
  lastMessage: null,
  unreadMessages: 0,
  ...overrides,
});

interface World {
  conversations: ChatConversation[];
  /** Messages per client, oldest first. */
  messages: Record<number, ChatMessage[]>;
  pageSize?: number;
  /** Overrides the answer of a POST of a message (the default stores it and answers it). */
  send?: (call: FetchCall) => Reply | Promise<Reply>;
  unreadAfterRead?: number;
  /** GET /api/v1/team/members (asked only by an administrator). */
  team?: TeamMember[];
}

const path = (url: string) => new URL(url, 'http://localhost');

/** The chats API, in memory, as the contracts describe it. */
function serve(world: World) {
  const { calls } = stubFetch(async (call) => {
    const url = path(call.url);
    if (url.pathname === '/api/v1/team/members') return world.team ? { status: 200, body: { results: world.team } } : { status: 403, body: { code: 'FORBIDDEN', message: 'No' } };
    const match = /^\/api\/v1\/chats(?:\/(\d+))?(\/messages|\/read)?$/.exec(url.pathname);
    if (!match) return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
    const clientId = match[1] ? Number(match[1]) : null;
    const conversation = world.conversations.find((item) => item.clientId === clientId);
    if (clientId === null) {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const items = world.conversations.filter((item) => `${item.firstName} ${item.lastName}`.toLowerCase().includes(search));
      return { status: 200, body: { items, total: items.length } };
    }
    if (!conversation) return { status: 404, body: { code: 'NOT_FOUND', message: 'No encontrado' } };
    const stored = (world.messages[clientId] ??= []);
    if (!match[2]) return { status: 200, body: conversation };
    if (match[2] === '/read') return { status: 200, body: { unreadMessages: world.unreadAfterRead ?? 0 } };
    if (call.method === 'POST') {
      if (world.send) return world.send(call);
      const body = call.body as { id: string; text: string };
      // Written by whoever is signed in (Ana, the fake token's member).
      const message = aMessage({ id: body.id, text: body.text, from: 'trainer', sentAt: new Date().toISOString(), author: { id: 7, firstName: 'Ana', lastName: 'Pérez' } });
      stored.push(message);
      return { status: 201, body: message };
    }
    const size = world.pageSize ?? 30;
    const before = url.searchParams.get('before');
    const end = before ? Number(before) : stored.length;
    const start = Math.max(0, end - size);
    return { status: 200, body: { items: stored.slice(start, end), nextCursor: start > 0 ? String(start) : null } };
  });
  const stream = stubChatStream();
  return { calls, stream };
}

function renderChats(entry = '/chats', claims: Record<string, unknown> = {}) {
  const token = fakeAccessToken(claims);
  localStorage.setItem('coach.access-token', token);
  useSession.setState({ user: userFromToken(token) });
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/chats" element={<ChatsPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { queryClient, user: userEvent.setup() };
}

const posts = (calls: FetchCall[], suffix: string) => calls.filter((call) => call.method === 'POST' && call.url.endsWith(suffix));
const conversationLink = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Conversaciones' })).getByRole('link', { name });
const log = () => screen.getByRole('log');
const composer = () => screen.getByRole('textbox', { name: 'Escribí un mensaje' });
const bubble = (text: string) => within(log()).getByText(text).closest('li')!;

beforeEach(resetBrowserState);

describe('chats screen', () => {
  it('lists the conversations with their last message, time and unread count, and searches by name', async () => {
    const { calls } = serve({
      conversations: [
        aConversation({ clientId: 1, unreadMessages: 2, lastMessage: aMessage({ text: '¿Mañana entrenamos?', sentAt: ago(90 * 60 * 24 * 3) }) }),
        aConversation({ clientId: 2, firstName: 'Bruno', lastName: 'Díaz', lastMessage: aMessage({ from: 'trainer', text: 'Dale, nos vemos', readAt: ago(1) }) }),
        aConversation({ clientId: 3, firstName: 'Carla', lastName: 'Gómez', active: false }),
      ],
      messages: {},
    });
    const { user } = renderChats();

    const ana = await screen.findByRole('link', { name: /Ana Pérez/ });
    expect(ana).toHaveTextContent('¿Mañana entrenamos?');
    expect(ana).toHaveTextContent('2 mensajes sin leer');
    expect(conversationLink(/Bruno Díaz/)).toHaveTextContent('Vos: Dale, nos vemos');
    expect(conversationLink(/Carla Gómez/)).toHaveTextContent('Sin mensajes');
    expect(conversationLink(/Carla Gómez/)).toHaveTextContent('Desactivado');
    expect(screen.getByText('Elegí una conversación para empezar')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar cliente' }), 'bru');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Ana Pérez/ })).not.toBeInTheDocument());
    expect(conversationLink(/Bruno Díaz/)).toBeInTheDocument();
    expect(screen.queryByText('Cargando conversaciones…')).not.toBeInTheDocument();
    const searches = calls.filter((call) => call.url.startsWith('/api/v1/chats?')).map((call) => path(call.url).searchParams.get('search'));
    expect(searches).toEqual([null, 'bru']);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar cliente' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar cliente' }), 'zoe');
    expect(await screen.findByText('No encontramos clientes con ese nombre')).toBeInTheDocument();
  });

  it('says when there is no one to chat with yet', async () => {
    serve({ conversations: [], messages: {} });
    renderChats();
    expect(await screen.findByText('Todavía no tenés clientes para chatear')).toBeInTheDocument();
  });

  it('opens a conversation from the list (kept in the URL) with day separators and times, and marks it read', async () => {
    const today = new Date(now);
    today.setMinutes(today.getMinutes() - 1);
    const world: World = {
      conversations: [
        aConversation({ clientId: 1, unreadMessages: 1 }),
        aConversation({ clientId: 2, firstName: 'Bruno', lastName: 'Díaz' }),
      ],
      messages: {
        1: [
          aMessage({ text: 'Hace mucho', sentAt: '2025-01-10T15:00:00.000Z', readAt: '2025-01-10T16:00:00.000Z' }),
          // Written without signal at 11:20, it reached the API at 12:10: both times are said.
          aMessage({ text: 'Sin señal', sentAt: '2025-01-10T15:10:00.000Z', writtenAt: '2025-01-10T14:20:00.000Z', readAt: '2025-01-10T16:00:00.000Z' }),
          aMessage({ text: 'Te escribí', from: 'trainer', sentAt: '2025-01-10T15:30:00.000Z', readAt: '2025-01-10T16:00:00.000Z' }),
          aMessage({ text: '¿Hoy a las 18?', sentAt: today.toISOString() }),
        ],
      },
      unreadAfterRead: 4,
    };
    const { calls } = serve(world);
    const { user, queryClient } = renderChats();

    await user.click(await screen.findByRole('link', { name: /Ana Pérez/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/chats?cliente=1');
    expect(await screen.findByRole('heading', { name: 'Ana Pérez', level: 2 })).toBeInTheDocument();
    const days = within(log()).getAllByText(/^(Hoy|Ayer|\d{2}\/\d{2}\/\d{4})$/);
    expect(days.map((day) => day.textContent)).toEqual(['10/01/2025', 'Hoy']);
    expect(within(bubble('Hace mucho')).getByText('12:00')).toBeInTheDocument();
    expect(within(bubble('Sin señal')).getByText('12:10')).toBeInTheDocument();
    expect(within(bubble('Sin señal')).getByText('escrito a las 11:20, sin conexión')).toBeInTheDocument();
    expect(within(bubble('Hace mucho')).queryByText(/escrito/)).not.toBeInTheDocument();
    expect(within(bubble('Te escribí')).getByRole('img', { name: 'Leído' })).toBeInTheDocument();

    await waitFor(() => expect(posts(calls, '/api/v1/chats/1/read')).toHaveLength(1));
    await waitFor(() => expect(conversationLink(/Ana Pérez/)).not.toHaveTextContent('sin leer'));
    expect(queryClient.getQueryData(unreadMessagesQueryKey)).toEqual({ unreadMessages: 4 });
    expect(conversationLink(/Ana Pérez/)).toHaveAttribute('aria-current', 'page');

    await user.click(conversationLink(/Bruno Díaz/));
    expect(await screen.findByText('Todavía no hay mensajes. Escribí el primero.')).toBeInTheDocument();
    expect(posts(calls, '/read')).toHaveLength(1);
  });

  it('sends with Enter: pending with a new uuid, then sent; the list shows it first', async () => {
    const reply = deferredReply();
    let body: { id: string; text: string } | undefined;
    serve({
      conversations: [aConversation({ clientId: 2, firstName: 'Bruno', lastName: 'Díaz', lastMessage: aMessage() }), aConversation({ clientId: 1 })],
      messages: {},
      send: (call) => {
        body = call.body as { id: string; text: string };
        return reply.promise;
      },
    });
    const { user } = renderChats('/chats?cliente=1');

    await user.type(await screen.findByRole('textbox', { name: 'Escribí un mensaje' }), '  ¿Cómo te fue? 💪  {Enter}');
    expect(composer()).toHaveValue('');
    await waitFor(() => expect(body).toBeDefined());
    expect(body!.text).toBe('¿Cómo te fue? 💪');
    expect(body!.id).toMatch(UUID);
    expect(within(bubble('¿Cómo te fue? 💪')).getByRole('img', { name: 'Enviando…' })).toBeInTheDocument();

    await act(async () => reply.release({ status: 201, body: aMessage({ id: body!.id, text: body!.text, from: 'trainer', sentAt: new Date().toISOString() }) }));
    expect(await within(bubble('¿Cómo te fue? 💪')).findByRole('img', { name: 'Enviado' })).toBeInTheDocument();
    expect(within(log()).getAllByText('¿Cómo te fue? 💪')).toHaveLength(1);
    const links = within(screen.getByRole('navigation', { name: 'Conversaciones' })).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Ana Pérez');
    expect(links[0]).toHaveTextContent('Vos: ¿Cómo te fue? 💪');
  });

  it('keeps a failed message with "Reintentar", which sends it again with the same id', async () => {
    const ids: string[] = [];
    let fail = true;
    const { calls } = serve({
      conversations: [aConversation()],
      messages: {},
      send: (call) => {
        const body = call.body as { id: string; text: string };
        ids.push(body.id);
        if (fail) return { status: 503, body: { code: 'INTERNAL_ERROR', message: 'x' } };
        return { status: 201, body: aMessage({ id: body.id, text: body.text, from: 'trainer', sentAt: new Date().toISOString() }) };
      },
    });
    const { user } = renderChats('/chats?cliente=1');

    await user.type(await screen.findByRole('textbox', { name: 'Escribí un mensaje' }), 'Llego tarde{Enter}');
    expect(await within(log()).findByText('No se envió')).toBeInTheDocument();
    fail = false;
    await user.click(within(bubble('Llego tarde')).getByRole('button', { name: 'Reintentar' }));

    expect(await within(bubble('Llego tarde')).findByRole('img', { name: 'Enviado' })).toBeInTheDocument();
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(within(log()).getAllByText('Llego tarde')).toHaveLength(1);
    expect(posts(calls, '/api/v1/chats/1/messages')).toHaveLength(2);
  });

  it('Shift+Enter writes a new line; empty or too long text is not sent and says why', async () => {
    let sent: unknown;
    serve({
      conversations: [aConversation()],
      messages: {},
      send: (call) => {
        sent = call.body;
        const body = call.body as { id: string; text: string };
        return { status: 201, body: aMessage({ ...body, from: 'trainer' }) };
      },
    });
    const { user } = renderChats('/chats?cliente=1');

    const box = await screen.findByRole('textbox', { name: 'Escribí un mensaje' });
    await user.type(box, '   {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribí un mensaje');

    await user.clear(box);
    await user.type(box, 'Hola{Shift>}{Enter}{/Shift}chau');
    expect(box).toHaveValue('Hola\nchau');
    expect(sent).toBeUndefined();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toMatchObject({ text: 'Hola\nchau' }));

    await user.click(box);
    await user.paste('a'.repeat(2001));
    expect(screen.getByText('2.001/2.000')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('El mensaje puede tener hasta 2.000 caracteres');
  });

  it('loads older pages when scrolled to the top or with "Cargar mensajes anteriores", above the newer ones', async () => {
    const messages = Array.from({ length: 5 }, (_, index) => aMessage({ text: `Mensaje ${index + 1}`, sentAt: ago(50 - index), readAt: ago(1) }));
    const { calls } = serve({ conversations: [aConversation()], messages: { 1: messages }, pageSize: 2 });
    const { user } = renderChats('/chats?cliente=1');

    expect(await within(await screen.findByRole('log')).findByText('Mensaje 5')).toBeInTheDocument();
    expect(within(log()).queryByText('Mensaje 3')).not.toBeInTheDocument();
    const scroller = log().parentElement!;
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    expect(await within(log()).findByText('Mensaje 3')).toBeInTheDocument();
    expect(within(log()).queryByText('Mensaje 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar mensajes anteriores' }));

    expect(await within(log()).findByText('Mensaje 1')).toBeInTheDocument();
    const texts = within(log()).getAllByText(/^Mensaje \d$/).map((node) => node.textContent);
    expect(texts).toEqual(['Mensaje 1', 'Mensaje 2', 'Mensaje 3', 'Mensaje 4', 'Mensaje 5']);
    const befores = calls.filter((call) => call.url.includes('/messages')).map((call) => path(call.url).searchParams.get('before'));
    expect(befores).toEqual([null, '3', '1']);
    expect(screen.queryByRole('button', { name: 'Cargar mensajes anteriores' })).not.toBeInTheDocument();
  });

  it('a live message appears in the open conversation (and is marked read), another one bumps its conversation with an unread count', async () => {
    const { calls, stream } = serve({
      conversations: [
        aConversation({ clientId: 1, lastMessage: aMessage({ text: 'Primero', readAt: ago(1) }) }),
        aConversation({ clientId: 2, firstName: 'Bruno', lastName: 'Díaz', lastMessage: aMessage({ text: 'Viejo', sentAt: ago(60), readAt: ago(1) }) }),
      ],
      messages: { 1: [aMessage({ text: 'Primero', readAt: ago(1) })] },
    });
    renderChats('/chats?cliente=1');
    await within(await screen.findByRole('log')).findByText('Primero');
    await stream.opened();

    act(() => stream.send('message', { clientId: 1, message: aMessage({ text: 'Ya llegué' }) }));
    expect(await within(log()).findByText('Ya llegué')).toBeInTheDocument();
    expect(conversationLink(/Ana Pérez/)).toHaveTextContent('Ya llegué');
    await waitFor(() => expect(posts(calls, '/api/v1/chats/1/read')).toHaveLength(1));
    expect(conversationLink(/Ana Pérez/)).not.toHaveTextContent('sin leer');

    act(() => stream.send('message', { clientId: 2, message: aMessage({ text: '¿Cambiamos el turno?' }) }));
    await waitFor(() => expect(conversationLink(/Bruno Díaz/)).toHaveTextContent('¿Cambiamos el turno?'));
    expect(conversationLink(/Bruno Díaz/)).toHaveTextContent('1 mensaje sin leer');
    const links = within(screen.getByRole('navigation', { name: 'Conversaciones' })).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Bruno Díaz');
    expect(within(log()).queryByText('¿Cambiamos el turno?')).not.toBeInTheDocument();

    // The client read the trainer's messages: the tick turns into "Leído".
    act(() => stream.send('message', { clientId: 1, message: aMessage({ id: '00000000-0000-4000-8000-0000000000aa', text: 'Mío', from: 'trainer', sentAt: ago(0) }) }));
    await within(log()).findByText('Mío');
    expect(within(bubble('Mío')).getByRole('img', { name: 'Enviado' })).toBeInTheDocument();
    act(() => stream.send('read', { clientId: 1, by: 'client', readAt: new Date(Date.now() + 1000).toISOString() }));
    expect(await within(bubble('Mío')).findByRole('img', { name: 'Leído' })).toBeInTheDocument();
  });

  it('refetches what it shows when the stream (re)connects', async () => {
    const world: World = { conversations: [aConversation()], messages: { 1: [aMessage({ text: 'Antes', readAt: ago(1) })] } };
    const { calls, stream } = serve(world);
    renderChats('/chats?cliente=1');
    await within(await screen.findByRole('log')).findByText('Antes');
    await stream.opened();
    world.messages[1]!.push(aMessage({ text: 'Mientras no estabas', readAt: ago(1) }));
    const before = calls.length;

    act(() => stream.send('ready', { unreadMessages: 0 }));
    expect(await within(log()).findByText('Mientras no estabas')).toBeInTheDocument();
    const again = calls.slice(before).map((call) => path(call.url).pathname);
    expect(again).toEqual(expect.arrayContaining(['/api/v1/chats', '/api/v1/chats/1', '/api/v1/chats/1/messages']));
  });

  it('a disabled client’s conversation stays readable, with the composer closed and why', async () => {
    serve({ conversations: [aConversation({ active: false })], messages: { 1: [aMessage({ text: 'Gracias por todo', readAt: ago(1) })] } });
    renderChats('/chats?cliente=1');

    expect(await within(await screen.findByRole('log')).findByText('Gracias por todo')).toBeInTheDocument();
    expect(screen.getByText('Este cliente está desactivado: no puede recibir mensajes')).toBeInTheDocument();
    expect(screen.getByText(/Activalo desde su ficha/)).toBeInTheDocument();
    expect(composer()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('a conversation that is not the trainer’s says so, with the way back', async () => {
    serve({ conversations: [aConversation()], messages: {} });
    renderChats('/chats?cliente=99');
    expect(await screen.findByText(/No encontramos esta conversación/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las conversaciones' })).toHaveAttribute('href', '/chats');
  });

  describe('who of the business wrote each message', () => {
    // The signed-in member is Ana (id 7, the fake token's); Laura (id 1) is another member.
    const ana = { id: 7, firstName: 'Ana', lastName: 'Pérez' };
    const laura = { id: 1, firstName: 'Laura', lastName: 'Gómez' };
    const authorOf = (text: string) => within(bubble(text)).queryByTestId('message-author')?.textContent ?? null;
    const conversation = (messages: ChatMessage[]): World => ({
      conversations: [aConversation({ clientId: 1, firstName: 'Rita', lastName: 'Sosa', lastMessage: messages.at(-1) ?? null })],
      messages: { 1: messages },
    });

    it("a trainer sees each of the business's messages with its author's first name, never on the client's", async () => {
      serve(
        conversation([
          aMessage({ text: 'Hola', from: 'client', sentAt: ago(30) }),
          aMessage({ text: 'Te respondo yo', from: 'trainer', author: laura, sentAt: ago(20) }),
          aMessage({ text: 'Y yo también', from: 'trainer', author: ana, sentAt: ago(10) }),
          aMessage({ text: 'De alguien que ya no está', from: 'trainer', author: null, sentAt: ago(5) }),
        ]),
      );
      renderChats('/chats?cliente=1');

      await screen.findByText('Te respondo yo');
      expect(authorOf('Te respondo yo')).toBe('Laura');
      // A trainer's business always has an administrator too: their own messages say who wrote them as well.
      expect(authorOf('Y yo también')).toBe('Ana');
      expect(authorOf('De alguien que ya no está')).toBeNull();
      expect(authorOf('Hola')).toBeNull();
      // Read aloud: the author, or "Vos" when none is shown.
      expect(bubble('Te respondo yo')).toHaveTextContent(/^Laura: Te respondo yo/);
      expect(bubble('De alguien que ya no está')).toHaveTextContent(/^Vos: De alguien/);
      expect(bubble('Hola')).toHaveTextContent(/^Rita Sosa: Hola/);
    });

    it("an administrator alone in the business sees only other people's names", async () => {
      serve({
        ...conversation([aMessage({ text: 'Mío', from: 'trainer', author: ana, sentAt: ago(20) }), aMessage({ text: 'De Laura', from: 'trainer', author: laura, sentAt: ago(10) })]),
        team: [aMember({ id: 7, firstName: 'Ana', lastName: 'Pérez', role: 'AD' })],
      });
      renderChats('/chats?cliente=1', { role: 'AD' });

      await screen.findByText('Mío');
      await waitFor(() => expect(authorOf('De Laura')).toBe('Laura'));
      expect(authorOf('Mío')).toBeNull();
      expect(bubble('Mío')).toHaveTextContent(/^Vos: Mío/);
    });

    it('an administrator with a team sees every name, their own too, also on what is still sending', async () => {
      const reply = deferredReply();
      serve({
        ...conversation([aMessage({ text: 'Mío', from: 'trainer', author: ana, sentAt: ago(20) })]),
        team: [aMember({ id: 7, firstName: 'Ana', lastName: 'Pérez', role: 'AD' }), aMember({ id: 1 })],
        send: () => reply.promise,
      });
      const { user } = renderChats('/chats?cliente=1', { role: 'AD' });

      await screen.findByText('Mío');
      await waitFor(() => expect(authorOf('Mío')).toBe('Ana'));
      await user.type(composer(), 'Nuevo{Enter}');
      expect(within(bubble('Nuevo')).getByRole('img', { name: 'Enviando…' })).toBeInTheDocument();
      expect(authorOf('Nuevo')).toBe('Ana');
    });

    it("the list's preview names the member who wrote the last message, or says \"Vos\"", async () => {
      serve({
        conversations: [
          aConversation({ clientId: 1, lastMessage: aMessage({ from: 'trainer', text: 'Nos vemos', author: laura }) }),
          aConversation({ clientId: 2, firstName: 'Bruno', lastName: 'Díaz', lastMessage: aMessage({ from: 'trainer', text: 'Dale', author: ana }) }),
        ],
        messages: {},
      });
      renderChats();

      expect(await screen.findByRole('link', { name: /Ana Pérez/ })).toHaveTextContent('Laura: Nos vemos');
      expect(conversationLink(/Bruno Díaz/)).toHaveTextContent('Vos: Dale');
    });
  });
});
