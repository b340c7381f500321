import type { User } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { avatarImageProps } from '../../components/avatar-image';
import { useLogout } from '../../hooks/use-logout';
import { displayName, initials } from '../../lib/format';
import classes from './layout.module.css';
import { ADMIN_CONSOLE_LINK, STUDIO_LINK } from './nav-links';

// The toasts (react-toastify, z-index 9999) stack at the top right, right where this menu opens: the
// open menu stays above them, so a toast arriving meanwhile cannot swallow a click on "Sign out".
const MENU_Z_INDEX = 10_000;

/** The signed-in user's menu: Profile, Purchases, My certificates, the console for admins, Sign out. */
export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();
  const { _ } = useLingui();
  const name = displayName(user);

  return (
    <Menu position="bottom-end" width={200} shadow="md" withinPortal zIndex={MENU_Z_INDEX}>
      <Menu.Target>
        {/* Named by its content ("Account menu for" + the name), not aria-label: speech users say what they
            see, and the initials shown when there is no picture are not part of the name. */}
        <UnstyledButton className={classes.userButton}>
          <VisuallyHidden>{_('shared.account.menuFor')} </VisuallyHidden>
          <Avatar
            src={user.avatarUrl}
            imageProps={avatarImageProps(user.avatarSrcSet, 32)}
            alt=""
            radius="xl"
            size={32}
            color="violet"
            aria-hidden="true"
          >
            {initials(user)}
          </Avatar>
          <span className={classes.userName}>{name}</span>
          <span aria-hidden="true" className={classes.chevron}>
            ▾
          </span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile">
          {_('shared.account.profileLink')}
        </Menu.Item>
        <Menu.Item component={Link} to="/purchases">
          {_('shared.account.purchases')}
        </Menu.Item>
        <Menu.Item component={Link} to="/certificates">
          {_('shared.account.certificates')}
        </Menu.Item>
        {user.role === 'admin' ? (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to={ADMIN_CONSOLE_LINK.to}>
              {_(ADMIN_CONSOLE_LINK.label)}
            </Menu.Item>
          </>
        ) : null}
        {user.role === 'instructor' ? (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to={STUDIO_LINK.to}>
              {_(STUDIO_LINK.label)}
            </Menu.Item>
          </>
        ) : null}
        <Menu.Divider />
        <Menu.Item onClick={() => void logout()}>{_('shared.account.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
