// Mantine's base styles; each component's own come with it (vite.config.ts), so this page's CSS holds
// only what the first screen shows.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { SERVER_RENDERED_ATTRIBUTE } from '@coursewise/contract/first-paint';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AfterHydration, whenPageLoaded } from './app/after-hydration';
import { readInitialData, seedInitialData } from './app/initial-data';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { bootstrapSession } from './app/session-bootstrap';
import { readCurrencyPreference } from './lib/currency-preference';
import { hasToken } from './lib/session';
import { createStore } from './store';

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
// Spec §4: the profile (when a token cookie exists) and the settings are fetched once at start.
bootstrapSession(store);

const app = (
  <StrictMode>
    <Providers
      store={store}
      queryClient={queryClient}
      serverState={isServerRendered ? startState : undefined}
    >
      <BrowserRouter>
        <AppRoutes />
        <AfterHydration store={store} currency={currency} />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A server-drawn page is already readable: it becomes live once its pictures are in (or at the first
// interaction), so hydration's work does not hold back the largest picture's paint.
if (isServerRendered) whenPageLoaded(() => hydrateRoot(container, app));
else createRoot(container).render(app);
