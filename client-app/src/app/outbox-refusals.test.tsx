import { AppProviders } from '@coach/shared';
import { useClientSession, type OutboxItem, type OutboxRefusal } from '@coach/shared/client-app';
import { agendaMessages, clientAppOutboxMessages } from '@coach/shared/contracts';
import { fakeAccessToken, resetBrowserState } from '@coach/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { OutboxSync, refusalNotice } from './outbox-sync';

/*
 * The outbox itself (shared/src/client-app/outbox.test.ts) sends each item with its Idempotency-Key and
 * tells who listens when the API refuses one; here, the client app shows that refusal as a notice.
 */
let refused: ((refusal: OutboxRefusal) => void) | undefined;
jest.mock('@coach/shared/client-app', () => ({
  ...jest.requireActual('@coach/shared/client-app'),
  onOutboxRefused: (listener: (refusal: OutboxRefusal) => void) => {
    refused = listener;
    return () => {
      refused = undefined;
    };
  },
  startOutboxSender: () => () => undefined,
  reloadOutbox: () => Promise.resolve([]),
}));

const item: OutboxItem = {
  id: '30000000-0000-4000-8000-000000000002',
  kind: 'completion',
  clientId: 7,
  path: '/api/v1/client-app/tasks/3/completions',
  body: { id: '30000000-0000-4000-8000-000000000002', date: '2026-11-20', durationMin: 30 },
  createdAt: '2026-11-20T12:00:00.000Z',
  subject: 'task:3:2026-11-20',
  problem: null,
};

beforeEach(() => {
  resetBrowserState();
  useClientSession.getState().signIn({ access: fakeAccessToken({ role: 'CL', client_id: 7, id: 7 }), refresh: 'refresh-7' });
});

describe('what the client reads when the API did not store a queued item', () => {
  it('says "Tu entrenador quitó esta tarea" on any screen, and refreshes what the screens show', async () => {
    const queryClient = new QueryClient();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
    render(
      <AppProviders queryClient={queryClient}>
        <OutboxSync queryClient={queryClient} />
      </AppProviders>,
    );
    expect(refused).toBeDefined();
    act(() => refused!({ item, message: agendaMessages.taskRemoved, settled: 'TASK_REMOVED' }));
    expect(await screen.findByText('Tu entrenador quitó esta tarea')).toBeInTheDocument();
    expect(screen.getByText(clientAppOutboxMessages.taskRemovedDetail)).toBeInTheDocument();
    expect(screen.queryByText('No encontramos lo que buscás')).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['client-app'] });
  });

  it('"Ya estaba registrado" is good news; any other refusal names the API\'s message', () => {
    expect(refusalNotice({ item, message: agendaMessages.alreadyRegistered, settled: 'ALREADY_REGISTERED' })).toEqual({
      kind: 'success',
      title: 'Ya estaba registrado',
      description: clientAppOutboxMessages.alreadyRegisteredDetail,
    });
    expect(refusalNotice({ item, message: 'Todavía no llegó el día de esta tarea', settled: null })).toEqual({
      kind: 'error',
      title: clientAppOutboxMessages.refusedTitle,
      description: 'Todavía no llegó el día de esta tarea',
    });
  });
});
