import type { AdminUser, AdminUserUpdateBody } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Anchor, Badge, Button, Menu } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { displayName, formatDate } from '../../lib/format';
import { useAppSelector } from '../../store';
import { AdminListPage } from '../components/admin-list-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { oneOf, yesNo } from '../lib/admin-list-params';
import { dateLocale, type Translate } from '../lib/locale-text';
import { useUpdateUser } from './users-api';

interface PendingChange {
  user: AdminUser;
  change: AdminUserUpdateBody;
}

type Role = AdminUser['role'];
const roleLabels = (_: Translate): Record<Role, string> => ({
  admin: _('console.users.role.admin'),
  instructor: _('console.users.role.instructor'),
  learner: _('console.users.role.learner'),
});
const ROLE_COLOURS: Record<Role, string> = { admin: 'violet', instructor: 'cyan', learner: 'gray' };

/** The role menu's entries for a user: every other role, named as the change it makes. */
function roleChoices(role: Role): { role: Role; label: string }[] {
  const choices: { role: Role; label: string }[] = [];
  if (role !== 'admin') choices.push({ role: 'admin', label: 'console.users.makeAdmin' });
  if (role !== 'instructor') choices.push({ role: 'instructor', label: 'console.users.makeInstructor' });
  if (role === 'admin') choices.push({ role: 'learner', label: 'console.users.removeAdmin' });
  if (role === 'instructor') choices.push({ role: 'learner', label: 'console.users.removeInstructor' });
  return choices;
}

// Above the toasts (z-index 9999), as the other menus are.
const MENU_Z_INDEX = 10_000;

const userColumns = (_: Translate, locale: Locale): ListColumns<'adminListUsers'> => [
  {
    key: 'name',
    header: _('console.users.col.name'),
    sort: 'name',
    render: (user) => (
      <Anchor component={Link} to={`/admin/users/${user.id}`}>
        {displayName({ ...user, email: '' }) || user.email}
      </Anchor>
    ),
  },
  { key: 'email', header: _('console.users.col.email'), sort: 'email', render: (user) => user.email },
  {
    key: 'role',
    header: _('console.users.col.role'),
    sort: 'role',
    render: (user) => (
      <Badge variant="light" color={ROLE_COLOURS[user.role]}>
        {roleLabels(_)[user.role]}
      </Badge>
    ),
  },
  {
    key: 'status',
    header: _('console.users.col.status'),
    render: (user) =>
      user.disabled ? (
        <Badge color="red" variant="light">
          {_('console.users.disabled')}
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          {_('console.users.active')}
        </Badge>
      ),
  },
  {
    key: 'createdAt',
    header: _('console.users.col.joined'),
    sort: 'createdAt',
    render: (user) => formatDate(user.createdAt, dateLocale(locale)),
  },
];

/** Wording of the confirmation for each change. */
function describe(_: Translate, { user, change }: PendingChange) {
  const email = user.email;
  if (change.role === 'admin')
    return { title: _('console.users.makeAdmin'), message: _('console.users.makeAdminBody', { email }) };
  if (change.role === 'instructor')
    return {
      title: _('console.users.makeInstructor'),
      message:
        user.role === 'admin'
          ? _('console.users.makeInstructorFromAdminBody', { email })
          : _('console.users.makeInstructorBody', { email }),
    };
  if (change.role === 'learner' && user.role === 'instructor')
    return {
      title: _('console.users.removeInstructor'),
      message: _('console.users.removeInstructorBody', { email }),
    };
  if (change.role === 'learner')
    return { title: _('console.users.removeAdmin'), message: _('console.users.removeAdminBody', { email }) };
  if (change.disabled)
    return { title: _('console.users.disableTitle'), message: _('console.users.disableBody', { email }) };
  return { title: _('console.users.enableTitle'), message: _('console.users.enableBody', { email }) };
}

/**
 * Users: search by name or email, filter by role and state, change the role (admin, instructor,
 * learner), disable, enable.
 */
export function UsersPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => userColumns(_, locale), [_, locale]);
  const me = useAppSelector((state) => state.user.userData);
  const update = useUpdateUser();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const wording = pending ? describe(_, pending) : null;

  return (
    <AdminListPage
      route={adminCoreRoutes.adminListUsers}
      columns={columns}
      filters={{ role: oneOf(['learner', 'instructor', 'admin']), disabled: yesNo }}
      defaultSort="createdAt"
      defaultOrder="desc"
      title={_('console.users.title')}
      description={_('console.users.description')}
      label={_('console.users.title')}
      searchLabel={_('console.users.search')}
      rowKey={(user) => user.id}
      toolbar={(controls) => (
        <>
          <FilterSelect
            label={_('console.users.col.role')}
            name="role"
            controls={controls}
            options={[
              { value: '', label: _('console.users.filter.allRoles') },
              { value: 'learner', label: _('console.users.filter.learners') },
              { value: 'instructor', label: _('console.users.filter.instructors') },
              { value: 'admin', label: _('console.users.filter.admins') },
            ]}
          />
          <FilterSelect
            label={_('console.users.col.status')}
            name="disabled"
            controls={controls}
            options={[
              { value: '', label: _('console.users.filter.all') },
              { value: 'false', label: _('console.users.active') },
              { value: 'true', label: _('console.users.disabled') },
            ]}
          />
        </>
      )}
      rowActions={(user) => {
        // The server refuses these for yourself (409); not offering them is clearer.
        if (user.id === me?.id) return null;
        return (
          <>
            <Menu position="bottom-end" withinPortal zIndex={MENU_Z_INDEX}>
              <Menu.Target>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={_('console.users.changeRole', { email: user.email })}
                >
                  {_('console.users.col.role')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {roleChoices(user.role).map((choice) => (
                  <Menu.Item
                    key={choice.role}
                    onClick={() => setPending({ user, change: { role: choice.role } })}
                  >
                    {_(choice.label)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button
              size="xs"
              variant="light"
              color={user.disabled ? 'teal' : 'red'}
              aria-label={
                user.disabled
                  ? _('console.users.enableEmail', { email: user.email })
                  : _('console.users.disableEmail', { email: user.email })
              }
              onClick={() => setPending({ user, change: { disabled: !user.disabled } })}
            >
              {user.disabled ? _('console.users.enable') : _('console.users.disable')}
            </Button>
          </>
        );
      }}
      empty={{ title: _('console.users.empty') }}
    >
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={wording?.title ?? ''}
        message={wording?.message}
        confirmLabel={wording?.title ?? _('console.common.confirm')}
        isDanger={
          pending?.change.disabled === true ||
          pending?.change.role === 'learner' ||
          (pending?.user.role === 'admin' && pending.change.role === 'instructor')
        }
        isPending={update.isPending}
        onConfirm={() => {
          if (!pending) return;
          update.mutate(
            { id: pending.user.id, change: pending.change },
            { onSettled: () => setPending(null) },
          );
        }}
      />
    </AdminListPage>
  );
}
