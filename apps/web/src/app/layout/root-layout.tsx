import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NotificationListener } from '../../components/notification-listener';
import { PageLoader } from '../../components/page-loader';
import { ToastArea } from '../../components/toast-area';
import { withCatalogues } from '../../i18n/load-catalogue';
import { named } from '../../lib/lazy-named';
import { HydrationMark } from '../after-hydration';
import { useConsentChoice } from '../consent-choice';
import { useSessionQuerySync } from '../session-query-sync';
import { Footer } from './footer';
import { Header } from './header';
import classes from './layout.module.css';
import { ScrollRestoration } from './scroll-restoration';

export const MAIN_CONTENT_ID = 'main-content';
// Returning visitors have answered already: only first visits (or "Cookie settings") download the banner.
const CookieConsentBanner = lazy(() =>
  withCatalogues([], import('../cookie-consent')).then(named('CookieConsentBanner')),
);

/** The shell around every page (spec §2): header, page, footer, toasts, consent banner, listener. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { _ } = useLingui();
  const mainRef = useRef<HTMLElement>(null);
  const consent = useConsentChoice();
  const previousPath = useRef(pathname);
  useSessionQuerySync();

  // After client-side navigation, move focus to the new page so screen readers start there.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {_('shell.skipToContent')}
      </a>
      <NotificationListener />
      <Header />
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <Footer />
      <ToastArea />
      {consent.isOpen ? (
        <Suspense fallback={null}>
          <CookieConsentBanner isReopened={consent.isReopened} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </>
  );
}
