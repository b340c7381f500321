// Mantine's base styles; each component's own come with it (vite.config.ts), so this page's CSS holds
// only what the first screen shows.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrateInitialData } from './app/initial-data';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { bootstrapSession } from './app/session-bootstrap';
import { createStore } from './store';

const store = createStore();
const queryClient = createQueryClient();

// The data the server put into the page (first screen, settings), before anything renders or fetches.
hydrateInitialData(queryClient, store);
// Spec §4: the profile (when a token cookie exists) and the settings are fetched once at start.
bootstrapSession(store);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers store={store} queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
