import type { User } from '@coursewise/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { NotificationListener } from '../components/notification-listener';
import { ToastArea } from '../components/toast-area';
import type { Locale } from '../i18n/locales';
import { createStore } from '../store';
import { setUser } from '../store/user-slice';
import { createTestI18n } from './i18n';

interface RenderOptions {
  /** The address the page is opened at, e.g. `/verify?email=a%40b.co`. */
  route?: string;
  /** Someone already signed in. */
  signedInAs?: User;
  /** The language the app is shown in; English unless a test says otherwise. */
  locale?: Locale;
}

/**
 * Reports the router's address, so a test can see where a form sent the visitor. A layout effect runs
 * in the same task as the commit that shows the new page, before `findBy…` (a MutationObserver, a
 * microtask) sees it: a passive effect could still be pending then, leaving the old address.
 */
function LocationProbe({ onChange }: { onChange: (path: string) => void }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => onChange(pathname + search), [pathname, search, onChange]);
  return null;
}

/**
 * Renders `ui` inside the app's real providers (Redux store, TanStack Query client, Mantine theme), a
 * memory router, and the toast area with its listener, as the app's shell does.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', signedInAs, locale }: RenderOptions = {},
) {
  const store = createStore();
  const i18n = createTestI18n(locale);
  if (signedInAs) store.dispatch(setUser(signedInAs));
  const queryClient = createQueryClient();
  let currentPath = route;
  const trackPath = (path: string) => {
    currentPath = path;
  };

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Providers store={store} queryClient={queryClient} i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <NotificationListener />
          <ToastArea />
          <LocationProbe onChange={trackPath} />
        </MemoryRouter>
      </Providers>
    );
  }

  const user = userEvent.setup();
  const view = render(ui, { wrapper: Wrapper });
  return { ...view, user, store, queryClient, i18n, currentPath: () => currentPath };
}
