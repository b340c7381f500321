import type { I18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { useLanguageScopedQueries } from '../i18n/use-language-scoped-queries';
import { useValidationLanguage } from '../lib/validation-language';
import type { AppStore } from '../store';
import { createAppTheme, cssVariablesResolver } from './theme';

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
  useLanguageScopedQueries(i18n, queryClient);
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <LocalisedMantine>{children}</LocalisedMantine>
        </I18nProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}

/** Mantine with a theme in the active language (the names of its icon-only controls), remade on a switch. */
function LocalisedMantine({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  const theme = useMemo(() => createAppTheme(_), [_]);
  useValidationLanguage();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
