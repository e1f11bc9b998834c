/**
 * Resolves in a new task, so the browser can paint and answer input in between. A message to oneself
 * rather than setTimeout(0): browsers hold nested timers back by 4 ms.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs the steps one after the other, each in a task of its own; stops at the first that fails. */
export async function runInTasks(steps: ReadonlyArray<() => unknown>): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask();
    await step();
  }
}
