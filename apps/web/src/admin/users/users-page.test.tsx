import type { AdminUser } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { UsersPage } from './users-page';

const admin = aUser({ id: 'admin-1', email: 'admin@example.com', role: 'admin' });
const anAdminUser = (overrides: Partial<AdminUser>): AdminUser => ({
  ...aUser(),
  disabled: false,
  disabledAt: null,
  ...overrides,
});

function openUsers(route = '/admin/users') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/users" element={<UsersPage />} />
    </Routes>,
    { route, signedInAs: admin },
  );
}

// Rich-text editors and dialogs render slowly in happy-dom, more so when the whole suite runs at once.
describe('the users page', { timeout: 20_000 }, () => {
  it('makes a learner an admin after confirmation, then shows the new role', async () => {
    let grace = anAdminUser({ id: 'u2', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
    const sent = stubFetch((request) => {
      if (request.method === 'PUT') {
        grace = { ...grace, role: 'admin' };
        return { body: { data: grace } };
      }
      return {
        body: {
          data: {
            items: [{ ...admin, disabled: false, disabledAt: null }, grace],
            page: 1,
            limit: 20,
            total: 2,
          },
        },
      };
    });
    const { user } = openUsers();

    const row = (await screen.findByRole('cell', { name: 'grace@example.com' })).closest('tr') as HTMLElement;
    expect(sent[0]?.url).toBe(
      apiUrl(adminCoreRoutes.adminListUsers, {}, { page: 1, limit: 20, sort: 'createdAt', order: 'desc' }),
    );
    // No role or disable buttons on the admin's own row.
    const ownRow = screen.getByRole('cell', { name: 'admin@example.com' }).closest('tr') as HTMLElement;
    expect(within(ownRow).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Change the role of grace@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make admin', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Make admin' });
    expect(dialog).toHaveTextContent('grace@example.com will be able to change everything on the site.');
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));

    expect(await screen.findByText('grace@example.com is now an admin')).toBeVisible();
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      url: apiUrl(adminCoreRoutes.adminUpdateUser, { id: 'u2' }),
      body: { role: 'admin' },
    });
    expect(await within(row).findByText('Admin')).toBeVisible();
  });

  it('makes a learner an instructor, and removes the role again, each after confirmation', async () => {
    let ada = anAdminUser({ id: 'u5', email: 'ada@example.com' });
    const sent = stubFetch((request) => {
      if (request.method === 'PUT') {
        const { body } = request;
        const isRole = (value: unknown): value is AdminUser['role'] =>
          value === 'learner' || value === 'instructor' || value === 'admin';
        if (typeof body === 'object' && body !== null && 'role' in body && isRole(body.role))
          ada = { ...ada, role: body.role };
        return { body: { data: ada } };
      }
      return { body: { data: { items: [ada], page: 1, limit: 20, total: 1 } } };
    });
    const { user } = openUsers();
    const role = async () =>
      user.click(await screen.findByRole('button', { name: 'Change the role of ada@example.com' }));

    await role();
    // A learner is offered both other roles.
    expect(await screen.findByRole('menuitem', { name: 'Make admin', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Make instructor', hidden: true }));
    const grant = await screen.findByRole('dialog', { name: 'Make instructor' });
    expect(grant).toHaveTextContent(
      'ada@example.com will open the studio, create courses and edit their own.',
    );
    await user.click(within(grant).getByRole('button', { name: 'Make instructor' }));
    expect(await screen.findByText('ada@example.com is now an instructor')).toBeVisible();
    expect(await screen.findByText('Instructor')).toBeVisible();

    await role();
    await user.click(await screen.findByRole('menuitem', { name: 'Remove instructor role', hidden: true }));
    const removal = await screen.findByRole('dialog', { name: 'Remove instructor role' });
    expect(removal).toHaveTextContent('ada@example.com will no longer open the studio.');
    await user.click(within(removal).getByRole('button', { name: 'Remove instructor role' }));
    expect(await screen.findByText('ada@example.com is now a learner')).toBeVisible();
    expect(sent.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { role: 'instructor' },
      { role: 'learner' },
    ]);
  });

  it('disables nothing when the admin cancels', async () => {
    const sent = stubFetch(() => ({
      body: {
        data: { items: [anAdminUser({ id: 'u3', email: 'alan@example.com' })], page: 1, limit: 20, total: 1 },
      },
    }));
    const { user } = openUsers();
    await user.click(await screen.findByRole('button', { name: 'Disable alan@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable account' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.every((request) => request.method === 'GET')).toBe(true);
  });

  it("shows the server's refusal", async () => {
    stubFetch((request) =>
      request.method === 'PUT'
        ? { status: 409, body: { message: 'The last admin cannot be demoted', code: 'CONFLICT' } }
        : {
            body: {
              data: {
                items: [anAdminUser({ id: 'u4', email: 'root@example.com', role: 'admin' })],
                page: 1,
                limit: 20,
                total: 1,
              },
            },
          },
    );
    const { user } = openUsers();
    await user.click(await screen.findByRole('button', { name: 'Change the role of root@example.com' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove admin rights', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove admin rights' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin rights' }));
    expect(await screen.findByText('The last admin cannot be demoted')).toBeVisible();
  });

  it('filters by role through the address', async () => {
    const sent = stubFetch(() => ({ body: { data: { items: [], page: 1, limit: 20, total: 0 } } }));
    const { user, currentPath } = openUsers();
    await screen.findByRole('heading', { name: 'No users yet' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admins');
    expect(currentPath()).toBe('/admin/users?role=admin');
    expect(sent.at(-1)?.url).toContain('role=admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Instructors');
    expect(currentPath()).toBe('/admin/users?role=instructor');
    expect(sent.at(-1)?.url).toContain('role=instructor');
  });
});
