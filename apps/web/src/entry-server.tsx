/**
 * The server's render of a public page (docs/decisions.md, "Public pages are rendered on the server"):
 * the same routes and components as the browser, drawn from the page's initial data, which the API
 * has read through its modules and also writes into the page for the browser's hydration. Built by
 * `vite build --ssr` into `dist-server/`; the API loads it when it is there.
 */
import type { ServerRenderInput } from '@coursewise/contract/first-paint';
import { setupI18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AfterHydration } from './app/after-hydration';
import { parseInitialData, seedInitialData } from './app/initial-data';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { activateEveryCatalogue } from './i18n/load-catalogue';
import { DEFAULT_LOCALE } from './i18n/locales';
import { createStore } from './store';

/** The API's input, with the language the page is drawn in (the server's negotiation; English by default). */
export type PageRenderInput = ServerRenderInput;

/**
 * The HTML inside `#root` for one page, with every lazy page and section resolved. Throws when any
 * part failed to render (React would otherwise leave that part to the browser): the caller then sends
 * the page as built, and the browser renders it whole, as before server rendering.
 */
export async function renderPage({
  url,
  data,
  hasSession,
  currency,
  signal,
  locale = DEFAULT_LOCALE,
}: PageRenderInput): Promise<string> {
  // One Lingui per render: renders of different languages run side by side. It holds every
  // catalogue, since the render resolves whichever page the address names.
  const i18n = setupI18n();
  await activateEveryCatalogue(i18n, locale);
  const read = parseInitialData(JSON.stringify(data));
  const store = createStore({ hasSession, currency });
  const queryClient = createQueryClient();
  if (read) seedInitialData(queryClient, store, read, { hasSession, isServerRendered: true });
  let failure: unknown = null;
  const page: ReactNode = (
    <StrictMode>
      <Providers store={store} queryClient={queryClient} i18n={i18n}>
        <StaticRouter location={url}>
          <AppRoutes />
          {/* As in main.tsx: the same tree, so the ids React generates match. */}
          <AfterHydration store={store} currency={currency} />
        </StaticRouter>
      </Providers>
    </StrictMode>
  );
  const { prelude } = await prerender(page, {
    signal,
    // Every part inline: React would otherwise move large sections out behind small inline scripts
    // that put them in place, which the CSP (no inline scripts) forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  queryClient.clear();
  if (failure) throw failure;
  return html;
}
