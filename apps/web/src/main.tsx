import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { bootstrapSession } from './app/session-bootstrap';
import { createStore } from './store';

const store = createStore();
const queryClient = createQueryClient();
const router = createRouter();

// Spec §4: the profile (when a token cookie exists) and the settings are fetched once at start.
bootstrapSession(store);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
