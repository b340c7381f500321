import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from '../store';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  store: AppStore;
  queryClient: QueryClient;
  /** Lingui with the page's language already active (its catalogue loaded), so nothing flashes untranslated. */
  i18n: I18n;
  children: ReactNode;
  /** A hydrating page's store as the server drew it: Redux reads it for hydration, whatever has changed since. */
  serverState?: ReturnType<AppStore['getState']>;
}

export function Providers({ store, queryClient, i18n, children, serverState }: ProvidersProps) {
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme="light"
          >
            {children}
          </MantineProvider>
        </I18nProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
