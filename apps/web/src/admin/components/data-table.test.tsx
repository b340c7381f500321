import { adminCoreRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { oneOf } from '../lib/admin-list-params';
import { useAdminListPage } from '../lib/use-admin-list-page';
import { DataTable, type ListColumns } from './data-table';

interface Row {
  id: string;
  email: string;
}

const columns: ListColumns<'adminListUsers'> = [
  { key: 'email', header: 'Email', sort: 'email', render: (row) => row.email },
];

function UsersTable() {
  const { controls, query } = useAdminListPage(adminCoreRoutes.adminListUsers, {
    columns,
    filters: { role: oneOf(['learner', 'admin']) },
  });
  return (
    <DataTable
      label="Users"
      query={query}
      controls={controls}
      rowKey={(row) => row.id}
      columns={columns}
      rowActions={(row) => <button type="button">Edit {row.email}</button>}
      empty={{ title: 'No users yet' }}
    />
  );
}

function open(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/users" element={<UsersTable />} />
    </Routes>,
    { route, signedInAs: aUser({ role: 'admin' }) },
  );
}

const rows = (count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `u${from + index}`,
    email: `user${from + index}@example.com`,
  }));

describe('the admin data table', () => {
  it('asks the server for what the address says and shows the rows with their actions', async () => {
    const sent = stubFetch(() => ({ body: { data: { items: rows(2, 21), page: 2, limit: 20, total: 22 } } }));
    open('/admin/users?search=ann&sort=email&order=desc&page=2&role=admin');

    expect(await screen.findByRole('button', { name: 'Edit user22@example.com' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(sent[0]?.url).toBe(
      apiUrl(
        adminCoreRoutes.adminListUsers,
        {},
        { page: 2, limit: 20, search: 'ann', sort: 'email', order: 'desc', role: 'admin' },
      ),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: /Email/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByText('21–22 of 22')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ann');
  });

  it('keeps sorting, searching and paging in the address, back to page 1 on a new search or sort', async () => {
    const sent = stubFetch(() => ({ body: { data: { items: rows(20), page: 1, limit: 20, total: 45 } } }));
    const view = open('/admin/users');
    await screen.findByRole('button', { name: 'Edit user1@example.com' });

    await view.user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(view.currentPath()).toBe('/admin/users?page=3');

    await view.user.click(screen.getByRole('button', { name: /Email/ }));
    expect(view.currentPath()).toBe('/admin/users?sort=email&order=asc');
    await view.user.click(screen.getByRole('button', { name: /Email/ }));
    expect(view.currentPath()).toBe('/admin/users?sort=email&order=desc');

    await view.user.type(screen.getByRole('searchbox', { name: 'Search' }), ' grace {Enter}');
    expect(view.currentPath()).toBe('/admin/users?sort=email&order=desc&search=grace');
    expect(sent.at(-1)?.url).toBe(
      apiUrl(
        adminCoreRoutes.adminListUsers,
        {},
        { page: 1, limit: 20, search: 'grace', sort: 'email', order: 'desc' },
      ),
    );
  });

  it('sorts from the keyboard: the header is a button', async () => {
    stubFetch(() => ({ body: { data: { items: rows(20), page: 1, limit: 20, total: 25 } } }));
    const view = open('/admin/users');
    await screen.findByRole('button', { name: 'Edit user1@example.com' });

    screen.getByRole('button', { name: /Email/ }).focus();
    await view.user.keyboard('{Enter}');
    expect(view.currentPath()).toBe('/admin/users?sort=email&order=asc');
  });

  it('lets the keyboard reach and scroll the table when it overflows (a phone)', async () => {
    stubFetch(() => ({ body: { data: { items: rows(2), page: 1, limit: 20, total: 2 } } }));
    const view = open('/admin/users');
    await screen.findByRole('button', { name: 'Edit user1@example.com' });

    const region = screen.getByRole('region', { name: 'Users table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Users' })).toBeVisible();
    // Tabbing past the search form lands on the scroll container, where the arrow keys scroll it.
    screen.getByRole('button', { name: 'Search' }).focus();
    await view.user.tab();
    expect(region).toHaveFocus();
  });

  it('tells an empty list from a search that matched nothing', async () => {
    stubFetch(() => ({ body: { data: { items: [], page: 1, limit: 20, total: 0 } } }));
    open('/admin/users');
    expect(await screen.findByRole('heading', { name: 'No users yet' })).toBeVisible();
  });

  it('says when a search matched nothing', async () => {
    stubFetch(() => ({ body: { data: { items: [], page: 1, limit: 20, total: 0 } } }));
    open('/admin/users?search=zzz');
    expect(await screen.findByRole('heading', { name: 'Nothing matches' })).toBeVisible();
  });

  it("shows the server's message when the list fails, and tries again", async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      if (calls === 1)
        return { status: 503, body: { message: 'The database is unavailable', code: 'UNAVAILABLE' } };
      return { body: { data: { items: rows(1), page: 1, limit: 20, total: 1 } } };
    });
    const view = open('/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is unavailable');
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeVisible();
  });
});
