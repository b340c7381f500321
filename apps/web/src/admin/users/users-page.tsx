import type { AdminUser, AdminUserUpdateBody } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { Anchor, Badge, Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { displayName, formatDate } from '../../lib/format';
import { useAppSelector } from '../../store';
import { AdminListPage } from '../components/admin-list-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { oneOf, yesNo } from '../lib/admin-list-params';
import { useUpdateUser } from './users-api';

interface PendingChange {
  user: AdminUser;
  change: AdminUserUpdateBody;
}

type Role = AdminUser['role'];
const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', instructor: 'Instructor', learner: 'Learner' };
const ROLE_COLOURS: Record<Role, string> = { admin: 'violet', instructor: 'cyan', learner: 'gray' };

/** The role menu's entries for a user: every other role, named as the change it makes. */
function roleChoices(role: Role): { role: Role; label: string }[] {
  const choices: { role: Role; label: string }[] = [];
  if (role !== 'admin') choices.push({ role: 'admin', label: 'Make admin' });
  if (role !== 'instructor') choices.push({ role: 'instructor', label: 'Make instructor' });
  if (role === 'admin') choices.push({ role: 'learner', label: 'Remove admin rights' });
  if (role === 'instructor') choices.push({ role: 'learner', label: 'Remove instructor role' });
  return choices;
}

// Above the toasts (z-index 9999), as the other menus are.
const MENU_Z_INDEX = 10_000;

const columns: ListColumns<'adminListUsers'> = [
  {
    key: 'name',
    header: 'Name',
    sort: 'name',
    render: (user) => (
      <Anchor component={Link} to={`/admin/users/${user.id}`}>
        {displayName({ ...user, email: '' }) || user.email}
      </Anchor>
    ),
  },
  { key: 'email', header: 'Email', sort: 'email', render: (user) => user.email },
  {
    key: 'role',
    header: 'Role',
    sort: 'role',
    render: (user) => (
      <Badge variant="light" color={ROLE_COLOURS[user.role]}>
        {ROLE_LABELS[user.role]}
      </Badge>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (user) =>
      user.disabled ? (
        <Badge color="red" variant="light">
          Disabled
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          Active
        </Badge>
      ),
  },
  { key: 'createdAt', header: 'Joined', sort: 'createdAt', render: (user) => formatDate(user.createdAt) },
];

/** Wording of the confirmation for each change. */
function describe({ user, change }: PendingChange) {
  if (change.role === 'admin')
    return { title: 'Make admin', message: `${user.email} will be able to change everything on the site.` };
  if (change.role === 'instructor')
    return {
      title: 'Make instructor',
      message: `${user.email} will open the studio, create courses and edit their own.${user.role === 'admin' ? ' They will no longer open the admin console.' : ''}`,
    };
  if (change.role === 'learner' && user.role === 'instructor')
    return {
      title: 'Remove instructor role',
      message: `${user.email} will no longer open the studio. Their courses stay as they are.`,
    };
  if (change.role === 'learner')
    return { title: 'Remove admin rights', message: `${user.email} will no longer open the admin console.` };
  if (change.disabled)
    return {
      title: 'Disable account',
      message: `${user.email} will be signed out everywhere and cannot sign in until enabled again. Purchases and certificates are kept.`,
    };
  return { title: 'Enable account', message: `${user.email} will be able to sign in again.` };
}

/**
 * Users: search by name or email, filter by role and state, change the role (admin, instructor,
 * learner), disable, enable.
 */
export function UsersPage() {
  const me = useAppSelector((state) => state.user.userData);
  const update = useUpdateUser();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const wording = pending ? describe(pending) : null;

  return (
    <AdminListPage
      route={adminCoreRoutes.adminListUsers}
      columns={columns}
      filters={{ role: oneOf(['learner', 'instructor', 'admin']), disabled: yesNo }}
      defaultSort="createdAt"
      defaultOrder="desc"
      title="Users"
      description="Learners, instructors and admins. Disabling an account signs it out everywhere."
      label="Users"
      searchLabel="Search name or email"
      rowKey={(user) => user.id}
      toolbar={(controls) => (
        <>
          <FilterSelect
            label="Role"
            name="role"
            controls={controls}
            options={[
              { value: '', label: 'All roles' },
              { value: 'learner', label: 'Learners' },
              { value: 'instructor', label: 'Instructors' },
              { value: 'admin', label: 'Admins' },
            ]}
          />
          <FilterSelect
            label="Status"
            name="disabled"
            controls={controls}
            options={[
              { value: '', label: 'All' },
              { value: 'false', label: 'Active' },
              { value: 'true', label: 'Disabled' },
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
                <Button size="xs" variant="default" aria-label={`Change the role of ${user.email}`}>
                  Role
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {roleChoices(user.role).map((choice) => (
                  <Menu.Item
                    key={choice.role}
                    onClick={() => setPending({ user, change: { role: choice.role } })}
                  >
                    {choice.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button
              size="xs"
              variant="light"
              color={user.disabled ? 'teal' : 'red'}
              aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
              onClick={() => setPending({ user, change: { disabled: !user.disabled } })}
            >
              {user.disabled ? 'Enable' : 'Disable'}
            </Button>
          </>
        );
      }}
      empty={{ title: 'No users yet' }}
    >
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={wording?.title ?? ''}
        message={wording?.message}
        confirmLabel={wording?.title ?? 'Confirm'}
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
