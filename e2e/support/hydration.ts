import type { BrowserContext, Page } from 'playwright-core';

/**
 * A server-rendered page shows its buttons before its script makes them work (apps/web/src/app/
 * after-hydration.tsx): until `<html data-hydrated>` a click on one does nothing. Resolves at once on a
 * page the browser drew itself.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('root')?.hasAttribute('data-rendered') ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
}

/** Every page of the context waits, after `goto`, `reload` and history moves, until it is live. */
export function waitForLivePages(context: BrowserContext): void {
  context.on('page', (page) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          await untilLive(page);
          return response;
        },
      });
    }
  });
}
