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
}

export function Providers({ store, queryClient, children }: ProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
