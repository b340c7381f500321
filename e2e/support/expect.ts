import { expect as playwrightExpect } from '@playwright/test';

/**
 * Playwright's assertions, used from Vitest: a locator or page matcher (`toHaveText`, `toHaveCount`,
 * `toHaveValue`, `toBeVisible`, `toHaveURL`, `toHaveAttribute`…) and `expect.poll` retry until the state
 * holds or the deadline passes, then fail with the last value seen. The deadline is the pages' action
 * timeout (browser.ts), so an assertion waits as long as a click would. Plain values use the same
 * `expect` (Jest's matchers), so a journey imports one.
 */
export const expect = playwrightExpect.configure({ timeout: 10_000 });
