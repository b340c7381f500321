import { useLingui } from '@lingui/react';
import { Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { useLogout } from '../../hooks/use-logout';
import { displayName } from '../../lib/format';
import { useAppSelector } from '../../store';
import { CartCount } from './cart-count';
import { CurrencySelect } from './currency-select';
import { LanguageSelect } from './language-select';
import classes from './layout.module.css';
import { ADMIN_CONSOLE_LINK, MEMBER_NAV_LINKS, NAV_LINKS, STUDIO_LINK } from './nav-links';

interface MobileNavProps {
  id: string;
  onClose: () => void;
}

/** The menu the burger opens below 991px. */
export function MobileNav({ id, onClose }: MobileNavProps) {
  const logout = useLogout();
  const { _ } = useLingui();
  const { isLoggedIn, isLoading, userData } = useAppSelector((state) => state.user);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <nav id={id} aria-label={_('nav.mobile')} className={classes.mobileNav}>
      <Stack gap="xs">
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className={classes.mobileLink}>
            {_(link.label)}
          </NavLink>
        ))}
        {isLoggedIn && userData ? (
          <>
            {MEMBER_NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={classes.mobileLink}>
                {_(link.label)}
                {link.to === '/cart' ? <CartCount /> : null}
              </NavLink>
            ))}
            <NavLink to="/profile" className={classes.mobileLink}>
              {_('shared.account.profile', { name: displayName(userData) })}
            </NavLink>
            <NavLink to="/purchases" className={classes.mobileLink}>
              {_('shared.account.purchases')}
            </NavLink>
            <NavLink to="/certificates" className={classes.mobileLink}>
              {_('shared.account.certificates')}
            </NavLink>
            {userData.role === 'admin' ? (
              <NavLink to={ADMIN_CONSOLE_LINK.to} className={classes.mobileLink}>
                {_(ADMIN_CONSOLE_LINK.label)}
              </NavLink>
            ) : null}
            {userData.role === 'instructor' ? (
              <NavLink to={STUDIO_LINK.to} className={classes.mobileLink}>
                {_(STUDIO_LINK.label)}
              </NavLink>
            ) : null}
            <Button variant="default" onClick={() => void logout()} fullWidth>
              {_('shared.account.signOut')}
            </Button>
          </>
        ) : isLoading ? null : (
          <>
            <Button component={Link} to="/signin" variant="default" fullWidth>
              {_('header.signIn')}
            </Button>
            <Button component={Link} to="/signup" fullWidth>
              {_('header.signUp')}
            </Button>
          </>
        )}
        <CurrencySelect isFullWidth />
        <LanguageSelect isLabelShown />
      </Stack>
    </nav>
  );
}
