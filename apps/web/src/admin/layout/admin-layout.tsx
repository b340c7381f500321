import { useLingui } from '@lingui/react';
import { Anchor, AppShell, Burger, Group, NavLink as MantineNavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { NotificationListener } from '../../components/notification-listener';
import { PageLoader } from '../../components/page-loader';
import { ToastArea } from '../../components/toast-area';
import { useSiteName } from '../../hooks/use-site-name';
import { AppNameContext } from '../components/admin-page';
import { AccountMenu } from './account-menu';
import { ADMIN_NAV } from './admin-nav';

const MAIN_ID = 'admin-main';

interface LayoutProps {
  /** Where the app lives (`/admin`, `/studio`); the sections' paths are relative to it. */
  base?: string;
  /** The app's name beside the site's, in the sidebar's label and in page titles ("Admin" by default). */
  name?: string;
  /** The sections; each label is a message id. */
  nav?: readonly { to: string; label: string }[];
}

/**
 * The console's frame (and the studio's, with its own base, name and sections): a header (site name,
 * "View site", the account) and a sidebar of sections that folds behind a burger on small screens.
 * Pages render in the outlet.
 */
export function AdminLayout({ base = '/admin', name: appName, nav: sections = ADMIN_NAV }: LayoutProps) {
  const { _ } = useLingui();
  const name = appName ?? _('console.layout.name');
  const siteName = useSiteName();
  const [isNavOpen, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  // A new page: close the mobile menu and move focus to the page, as the learner's shell does.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    nav.close();
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, nav]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <a href={`#${MAIN_ID}`} className="skip-link">
        {_('console.layout.skip')}
      </a>
      <NotificationListener />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={isNavOpen ? _('console.layout.closeNav') : _('console.layout.openNav')}
            />
            <Anchor component={Link} to={base} fw={800} c="dark" underline="never">
              {siteName}
            </Anchor>
            <Text size="sm" c="dimmed" visibleFrom="xs">
              {name}
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Anchor component={Link} to="/" size="sm">
              {_('console.layout.viewSite')}
            </Anchor>
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" component="nav" aria-label={name}>
        <ScrollArea>
          {sections.map((item) => (
            <MantineNavLink
              key={item.to}
              component={NavLink}
              to={item.to === '' ? base : `${base}/${item.to}`}
              end={item.to === ''}
              label={_(item.label)}
              active={
                item.to === ''
                  ? pathname === base || pathname === `${base}/`
                  : pathname.startsWith(`${base}/${item.to}`)
              }
            />
          ))}
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_ID} ref={mainRef} tabIndex={-1}>
        <AppNameContext.Provider value={name}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppNameContext.Provider>
      </AppShell.Main>
      <ToastArea />
    </AppShell>
  );
}
