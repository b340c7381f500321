/** How often a check is repeated: often enough to add little to a wait, rare enough to cost nothing. */
const POLL_INTERVAL_MS = 100;

export interface WaitOptions {
  /** Give up after this long. */
  timeout: number;
  /** What was awaited, for the error once the deadline passes. */
  message: () => string;
}

/**
 * Repeats `check` until it answers a value (not undefined) and returns it, or fails with `message`
 * once the deadline passes; an error thrown by `check` ends the wait at once. For state outside a page
 * (the app's health, the dev outbox), where Playwright's assertions do not reach and a value is wanted.
 */
export async function waitFor<T>(check: () => Promise<T | undefined>, options: WaitOptions): Promise<T> {
  const deadline = Date.now() + options.timeout;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) throw new Error(`${options.message()} (waited ${options.timeout} ms)`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
