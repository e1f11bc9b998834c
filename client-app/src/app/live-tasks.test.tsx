import type { ChatStreamEvent } from '@coach/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { LiveTasks } from './live-tasks';

let streamListener: ((event: ChatStreamEvent) => void) | undefined;
jest.mock('@coach/shared', () => ({
  ...jest.requireActual('@coach/shared'),
  useChatStream: (listener: (event: ChatStreamEvent) => void) => {
    streamListener = listener;
  },
}));

function renderLive() {
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  render(
    <QueryClientProvider client={queryClient}>
      <LiveTasks />
    </QueryClientProvider>,
  );
  const asked = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { asked, invalidate };
}

const tasksAndProgress = [
  ['client-app', 'tasks'],
  ['client-app', 'progress'],
];

describe('LiveTasks', () => {
  it('asks for the tasks again when the stream says they changed and on every connection, not on other events', () => {
    const { asked, invalidate } = renderLive();
    act(() => streamListener?.({ event: 'unread', data: { unreadMessages: 1 } }));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => streamListener?.({ event: 'tasks', data: { clientId: 7 } }));
    expect(asked()).toEqual(tasksAndProgress);
    act(() => streamListener?.({ event: 'ready', data: { unreadMessages: 1 } }));
    expect(asked()).toEqual([...tasksAndProgress, ...tasksAndProgress]);
  });

  it('asks again when the app comes back to the foreground and when the network comes back', () => {
    const { asked } = renderLive();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    expect(asked()).toEqual([...tasksAndProgress, ...tasksAndProgress]);
  });
});
