import type { AdminUser, AdminUserDetail } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { LearnerPage } from './learner-page';
import { UsersPage } from './users-page';

const admin = aUser({ id: 'admin-1', email: 'admin@example.com', role: 'admin' });
const grace: AdminUser = {
  ...aUser({ id: 'u2', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' }),
  createdAt: '2026-03-05T10:00:00.000Z',
  disabled: false,
  disabledAt: null,
};

describe('the users pages in other languages', { timeout: 20_000 }, () => {
  it('lists users in German: headings, filters, badges, a German date and the role menu', async () => {
    stubFetch(() => ({ body: { data: { items: [grace], page: 1, limit: 20, total: 1 } } }));
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/admin/users" element={<UsersPage />} />
      </Routes>,
      { route: '/admin/users', signedInAs: admin, locale: 'de' },
    );
    const row = (await screen.findByRole('cell', { name: 'grace@example.com' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Benutzer' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Name oder E-Mail suchen' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Rolle' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Registriert/ })).toBeVisible();
    expect(within(row).getByText('Lernender')).toBeVisible();
    expect(within(row).getByText('Aktiv')).toBeVisible();
    expect(within(row).getByText('5. März 2026')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'grace@example.com deaktivieren' }));
    expect(await screen.findByRole('dialog', { name: 'Konto deaktivieren' })).toHaveTextContent(
      'grace@example.com wird überall abgemeldet',
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  });

  it('shows a learner in French, with the course table and the attempts counted', async () => {
    const view: AdminUserDetail = {
      ...grace,
      emailVerified: false,
      courses: [
        {
          courseId: 'c1',
          title: 'Statistics',
          slug: 'statistics',
          purchasedAt: '2026-11-01T10:00:00.000Z',
          lastActivityAt: '2026-11-20T10:00:00.000Z',
          progress: { completed: 4, total: 4, percent: 100 },
          quizzes: { total: 2, taken: 2, passed: 2 },
          final: { status: 'exhausted', attemptsAllowed: 3, attemptsUsed: 3, certificateId: null },
        },
      ],
      purchases: [
        {
          id: 'p1',
          courseId: 'c1',
          courseTitle: 'Statistics',
          kind: 'sale',
          amount: 1999,
          currency: 'EUR',
          createdAt: '2026-11-01T10:00:00.000Z',
          refundedAt: null,
        },
      ],
      certificates: [],
      recentSignIns: [],
    };
    stubFetch(() => ({ body: { data: view } }));
    renderWithProviders(
      <Routes>
        <Route path="/admin/users/:userId" element={<LearnerPage />} />
      </Routes>,
      { route: '/admin/users/u2', signedInAs: admin, locale: 'fr' },
    );
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    expect(screen.getByText('grace@example.com · inscrit le 5 mars 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Renvoyer la vérification' })).toBeVisible();
    const courses = screen.getByRole('table', { name: 'Cours' });
    expect(within(courses).getByText('Plus de tentatives')).toBeVisible();
    expect(within(courses).getByText(/3\/3 tentatives/)).toBeVisible();
    expect(within(courses).getByText('2 sur 2 réussis')).toBeVisible();
    expect(screen.getByText('19,99 €')).toBeVisible();
    expect(screen.getByText('Aucune connexion enregistrée.')).toBeVisible();
  });
});
