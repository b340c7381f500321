import { adminCoreRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { AdminListPage } from './admin-list-page';
import type { ListColumns } from './data-table';

const columns: ListColumns<'adminListUsers'> = [
  { key: 'email', header: 'E-Mail', sort: 'email', render: (row) => row.email },
];
const users = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => ({
    ...aUser({ id: `u${from + index}`, email: `user${from + index}@example.com` }),
    createdAt: '2026-03-05T10:00:00.000Z',
    disabled: false,
    disabledAt: null,
  }));

/** The users list in `locale` at `route`, the server answering `items` of `total`. */
function openList(locale: Locale, route: string, page: { items: ReturnType<typeof users>; total: number }) {
  stubFetch(() => ({ body: { data: { ...page, page: 1, limit: 20 } } }));
  return renderWithProviders(
    <Routes>
      <Route
        path="/admin/users"
        element={
          <AdminListPage
            route={adminCoreRoutes.adminListUsers}
            columns={columns}
            title="Benutzer"
            label="Benutzer"
            rowKey={(row) => row.id}
            empty={{ title: 'Noch keine Benutzer' }}
          />
        }
      />
    </Routes>,
    { route, signedInAs: aUser({ role: 'admin' }), locale },
  );
}

describe('an admin list page in other languages', () => {
  it('pages in German: the range in German digits, the pager and its pages named in German', async () => {
    openList('de', '/admin/users', { items: users(20), total: 1234 });
    expect(await screen.findByRole('cell', { name: 'user1@example.com' })).toBeVisible();
    expect(screen.getByText('1–20 von 1.234')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(pager).getByRole('button', { name: 'Seite 2' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Tabelle: Benutzer' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Suchen' })).toBeVisible();
  });

  it('says in German that nothing matches a search, and in French that a page is empty', async () => {
    const german = openList('de', '/admin/users?search=zzz', { items: [], total: 0 });
    expect(await screen.findByText('Keine Treffer')).toBeVisible();
    expect(
      screen.getByText('Versuchen Sie eine andere Suche oder setzen Sie die Filter zurück.'),
    ).toBeVisible();
    expect(screen.queryByText('Noch keine Benutzer')).toBeNull();
    german.unmount();

    openList('fr', '/admin/users?page=9', { items: [], total: 0 });
    expect(await screen.findByText('Cette page est vide')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aller à la première page' })).toBeVisible();
  });

  it("shows the page's own empty state when the list has nothing at all", async () => {
    openList('de', '/admin/users', { items: [], total: 0 });
    expect(await screen.findByText('Noch keine Benutzer')).toBeVisible();
    expect(screen.queryByText('Keine Treffer')).toBeNull();
  });
});
