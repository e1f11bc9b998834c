export const REMOTE_RETRIES = 3;
export const REMOTE_RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `load`, and on failure tries again `retries` times, `delayMs` apart. */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  retries = REMOTE_RETRIES,
  delayMs = REMOTE_RETRY_DELAY_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(delayMs);
    }
  }
}
