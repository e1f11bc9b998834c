import { nextTask, runInTasks } from './next-task';

describe('runInTasks', () => {
  it('runs the steps in order, each once the previous one and its promises are done', async () => {
    const log: string[] = [];
    await runInTasks([
      () => {
        log.push('first');
        void Promise.resolve().then(() => log.push('first, later'));
      },
      async () => {
        await Promise.resolve();
        log.push('second');
      },
      () => log.push('third'),
    ]);
    expect(log).toEqual(['first', 'first, later', 'second', 'third']);
  });

  it('stops at a step that fails, with its error', async () => {
    const after = jest.fn();
    await expect(runInTasks([() => Promise.reject(new Error('sin red')), after])).rejects.toThrow('sin red');
    expect(after).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  it('resolves after the microtasks already queued', async () => {
    const log: string[] = [];
    void Promise.resolve().then(() => log.push('microtask'));
    await nextTask();
    expect(log).toEqual(['microtask']);
  });
});
