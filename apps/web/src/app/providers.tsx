import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from '../store';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  store: AppStore;
  queryClient: QueryClient;
  children: ReactNode;
  /** A hydrating page's store as the server drew it: Redux reads it for hydration, whatever has changed since. */
  serverState?: ReturnType<AppStore['getState']>;
}

export function Providers({ store, queryClient, children, serverState }: ProvidersProps) {
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
