import { useLingui } from '@lingui/react';
import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useLogout } from '../../hooks/use-logout';
import { displayName, initials } from '../../lib/format';
import { useAppSelector } from '../../store';

// Above the toasts (z-index 9999), as the learner's menu is.
const MENU_Z_INDEX = 10_000;

/** The admin's account: name and avatar; profile and sign out. */
export function AccountMenu() {
  const user = useAppSelector((state) => state.user.userData);
  const logout = useLogout();
  const { _ } = useLingui();
  if (!user) return null;
  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal zIndex={MENU_Z_INDEX}>
      <Menu.Target>
        {/* Named by its content, not aria-label: the initials shown without a picture are not in the name. */}
        <UnstyledButton>
          <VisuallyHidden>{_('console.account.menu', { name })}</VisuallyHidden>
          <Avatar src={user.avatarUrl} alt="" radius="xl" size={32} color="violet" aria-hidden="true">
            {initials(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile">
          {_('console.account.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={() => void logout()}>{_('shared.account.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
