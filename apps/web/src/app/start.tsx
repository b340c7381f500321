/**
 * The web app: started by `main.tsx` (at once, or after a server-rendered page has loaded). A build
 * entry of its own (vite.config.ts), so its code is one chunk the page fetches when it is asked for.
 */
import { SERVER_RENDERED_ATTRIBUTE } from '@coursewise/contract/first-paint';
import { setupI18n } from '@lingui/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { activateLocale, registerAppI18n } from '../i18n/load-catalogue';
import { readLocaleCookie, readStartLocale } from '../i18n/locale-preference';
import { readCurrencyPreference } from '../lib/currency-preference';
import { hasToken } from '../lib/session';
import { createStore } from '../store';
import { AfterHydration } from './after-hydration';
import { readInitialData, seedInitialData } from './initial-data';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';
import { bootstrapSession } from './session-bootstrap';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// A public page comes drawn by the server (docs/decisions.md, "Public pages are rendered on the
// server"): the browser's first render must be the server's, so it starts from the same data and
// currency, and takes what only it knows (the visitor's stored currency) once the page is live.
const isServerRendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
const data = readInitialData();
const hasSession = hasToken();
const currency = readCurrencyPreference();
const store = createStore({
  hasSession,
  currency: isServerRendered && data?.currency ? data.currency : currency,
});
const queryClient = createQueryClient();
// The data the server put into the page (first screen, settings), before anything renders or fetches.
if (data) seedInitialData(queryClient, store, data, { hasSession, isServerRendered });
const startState = store.getState();
// The page's language, loaded before the first render: no untranslated flash, and a hydrating page
// renders the words the server drew.
const i18n = setupI18n();
registerAppI18n(i18n);
const locale = readStartLocale(isServerRendered);
// Spec §4: the profile (when a token cookie exists) and the settings are fetched once at start.
bootstrapSession(store);

const app = (
  <StrictMode>
    <Providers
      store={store}
      queryClient={queryClient}
      i18n={i18n}
      serverState={isServerRendered ? startState : undefined}
    >
      <BrowserRouter>
        <AppRoutes />
        <AfterHydration store={store} currency={currency} locale={readLocaleCookie()} />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// As a transition, hydration (or the first render) yields to the browser every few milliseconds
// instead of running as one long task (a default update is never time-sliced).
void activateLocale(i18n, locale).then(() => {
  document.documentElement.lang = locale;
  if (isServerRendered) startTransition(() => void hydrateRoot(container, app));
  else startTransition(() => createRoot(container).render(app));
});
