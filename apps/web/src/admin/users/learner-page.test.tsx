import type { AdminUserDetail } from '@coursewise/contract';
import { adminSupportRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../test/api-url';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { LearnerPage } from './learner-page';

const admin = aUser({ id: 'admin-1', email: 'admin@example.com', role: 'admin' });

const learnerView = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...aUser({
    id: 'u2',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    emailVerified: false,
  }),
  disabled: false,
  disabledAt: null,
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
      currency: 'USD',
      createdAt: '2026-11-01T10:00:00.000Z',
      refundedAt: null,
    },
  ],
  certificates: [],
  recentSignIns: [
    {
      action: 'signin',
      summary: 'Signed in grace@example.com from 10.0.0.1',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  ...overrides,
});

function openLearner() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/users/:userId" element={<LearnerPage />} />
    </Routes>,
    { route: '/admin/users/u2', signedInAs: admin },
  );
}

describe('the learner page', { timeout: 20_000 }, () => {
  it('shows the learner’s courses, final, purchases and sign-ins, and grants another attempt', async () => {
    let view = learnerView();
    const sent = stubFetch((request) => {
      if (request.method === 'POST' && request.url.endsWith('/final-attempts')) {
        view = learnerView({
          courses: view.courses.map((c) => ({
            ...c,
            final: { ...c.final, status: 'open', attemptsAllowed: 4 },
          })),
        });
        return { body: { data: view } };
      }
      return { body: { data: view } };
    });
    const { user } = openLearner();

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    const courses = screen.getByRole('table', { name: 'Courses' });
    const row = within(courses).getByRole('cell', { name: 'Statistics' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('No attempts left')).toBeInTheDocument();
    expect(within(row).getByText(/3\/3 attempts/)).toBeInTheDocument();
    expect(
      screen.getByText('Signed in grace@example.com from 10.0.0.1', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('Email not verified')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Grant another attempt at Statistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant final attempts' });
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')).toEqual({
        method: 'POST',
        url: apiUrl(adminSupportRoutes.adminGrantFinalAttempts, { id: 'u2' }),
        body: { courseId: 'c1', extra: 1 },
      }),
    );
    expect(await screen.findByText(/3\/4 attempts/)).toBeInTheDocument();
  });

  it('resends verification codes to an unverified learner', async () => {
    const sent = stubFetch((request) =>
      request.method === 'POST' ? { body: { message: 'sent' } } : { body: { data: learnerView() } },
    );
    const { user } = openLearner();
    await user.click(await screen.findByRole('button', { name: 'Resend verification' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')).toEqual({
        method: 'POST',
        url: apiUrl(adminSupportRoutes.adminResendVerification, { id: 'u2' }),
        body: {},
      }),
    );
  });

  it('says when the user does not exist', async () => {
    stubFetch(() => ({ status: 404, body: { message: 'This user does not exist', code: 'NOT_FOUND' } }));
    openLearner();
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
