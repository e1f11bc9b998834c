import { resetBrowserState, stubFetch } from '../testing';
import { CLIENT_ACCESS_TOKEN_KEY } from './session-keys';
import { startEarlyTasks, takeEarlyTasks } from './early-tasks';
import { deviceToday, taskWindow } from './task-window';

beforeEach(() => resetBrowserState());

describe('the early request of the day’s tasks', () => {
  it("asks once with the stored token, and hands the answer to the first query of today's window only", async () => {
    localStorage.setItem(CLIENT_ACCESS_TOKEN_KEY, 'token-7');
    const { calls } = stubFetch(() => ({ status: 200, body: { items: [] } }));
    startEarlyTasks();
    const range = taskWindow(deviceToday());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`/api/v1/client-app/tasks?from=${range.from}&to=${range.to}`);
    expect(takeEarlyTasks({ from: '2020-01-06', to: '2020-01-26' })).toBeUndefined();
    await expect(takeEarlyTasks(range)).resolves.toEqual({ items: [] });
    // Taken once: a later read (a refetch) asks the API again.
    expect(takeEarlyTasks(range)).toBeUndefined();
  });

  it('leaves a refused token (401) to the usual request, and asks nothing without a session', async () => {
    localStorage.setItem(CLIENT_ACCESS_TOKEN_KEY, 'expired');
    stubFetch(() => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'No autorizado' } }));
    startEarlyTasks();
    await expect(takeEarlyTasks(taskWindow(deviceToday()))).resolves.toBeUndefined();

    localStorage.clear();
    const { calls } = stubFetch(() => ({ status: 200, body: { items: [] } }));
    startEarlyTasks();
    expect(calls).toHaveLength(0);
    expect(takeEarlyTasks(taskWindow(deviceToday()))).toBeUndefined();
  });
});
