import { useLingui } from '@lingui/react';
import { Burger, Button, Container, Group } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useMediaMatch } from '../../hooks/use-media-match';
import { useSiteName } from '../../hooks/use-site-name';
import { withCatalogues } from '../../i18n/load-catalogue';
import { named } from '../../lib/lazy-named';
import { useAppDispatch, useAppSelector } from '../../store';
import { setProfileSidebar, toggleProfileSidebar } from '../../store/global-slice';
import { CartCount } from './cart-count';
import { CurrencySelect } from './currency-select';
import { LanguageSelect } from './language-select';
import classes from './layout.module.css';
import { MEMBER_NAV_LINKS, NAV_LINKS } from './nav-links';
import { useProfileLocale } from './use-locale-sync';

const MOBILE_NAV_ID = 'mobile-navigation';
// Mantine's `md` breakpoint, where the burger gives way to the full header.
const WIDE_QUERY = '(min-width: 62em)';
// The menu (with its popover positioning code) is only needed once someone is signed in.
const UserMenu = lazy(() => withCatalogues([], import('./user-menu')).then(named('UserMenu')));
// Fetched on the burger's first tap: most visits never open it, and the first screen's script is smaller.
const MobileNav = lazy(() => withCatalogues([], import('./mobile-nav')).then(named('MobileNav')));
// The bell, its list and its live stream load only for someone signed in, after the page is up.
const NotificationBell = lazy(() =>
  withCatalogues([], import('../../features/notifications/components/notification-bell')).then(
    named('NotificationBell'),
  ),
);

/**
 * The site header: logo, main navigation (plus Wishlist and Cart when signed in), the currency picker,
 * sign-in buttons or the user menu; a burger below 991px.
 */
export function Header() {
  const dispatch = useAppDispatch();
  const { _ } = useLingui();
  useProfileLocale();
  const { pathname } = useLocation();
  const siteName = useSiteName();
  const logoUrl = useAppSelector((state) => state.user.settingsData?.logoUrl);
  const isMenuOpen = useAppSelector((state) => state.global.openProfileSidebar);
  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);
  // Below it the burger's menu holds these: not rendered, the account menu's code is not fetched.
  // Unknown (undefined) while a server-rendered page hydrates: drawn, and hidden by CSS on phones.
  const isWide = useMediaMatch(WIDE_QUERY);

  // Close the mobile menu whenever the page changes.
  useEffect(() => {
    if (pathname) dispatch(setProfileSidebar(false));
  }, [pathname, dispatch]);

  return (
    <header className={classes.header} data-menu-open={isMenuOpen || undefined}>
      <Container size="lg" className={classes.headerInner}>
        <Link to="/" className={classes.logo} aria-label={_('header.home', { siteName })}>
          {logoUrl ? <img src={logoUrl} alt="" className={classes.logoImage} /> : null}
          <span>{siteName}</span>
        </Link>

        <nav aria-label={_('header.mainNav')} className={classes.desktopNav}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.navLink}>
              {_(link.label)}
            </NavLink>
          ))}
          {isLoggedIn
            ? MEMBER_NAV_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} className={classes.navLink}>
                  {_(link.label)}
                  {link.to === '/cart' ? <CartCount /> : null}
                </NavLink>
              ))
            : null}
        </nav>

        {isLoggedIn ? (
          <div className={classes.bellSlot}>
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          </div>
        ) : null}

        {isWide !== false ? (
          <Group gap="sm" className={isWide ? classes.account : `${classes.account} wide-only`}>
            <CurrencySelect />
            <LanguageSelect />
            <AccountActions />
          </Group>
        ) : null}

        <Burger
          hiddenFrom="md"
          opened={isMenuOpen}
          onClick={() => dispatch(toggleProfileSidebar())}
          aria-label={isMenuOpen ? _('header.closeMenu') : _('header.openMenu')}
          aria-expanded={isMenuOpen}
          aria-controls={MOBILE_NAV_ID}
          className={classes.burger}
        />
      </Container>
      {isMenuOpen ? (
        <Suspense fallback={null}>
          <MobileNav id={MOBILE_NAV_ID} onClose={() => dispatch(setProfileSidebar(false))} />
        </Suspense>
      ) : null}
    </header>
  );
}

function AccountActions() {
  const { isLoggedIn, isLoading, userData } = useAppSelector((state) => state.user);
  const { _ } = useLingui();
  if (isLoggedIn && userData) {
    return (
      <Suspense fallback={null}>
        <UserMenu user={userData} />
      </Suspense>
    );
  }
  // While the session is being checked, show neither state to avoid a flash of "Sign in".
  if (isLoading) return null;
  return (
    <>
      <Button component={Link} to="/signin" variant="default">
        {_('header.signIn')}
      </Button>
      <Button component={Link} to="/signup">
        {_('header.signUp')}
      </Button>
    </>
  );
}
