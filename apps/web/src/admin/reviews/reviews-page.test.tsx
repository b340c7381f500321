import type { AdminReview } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ReviewsPage } from './reviews-page';

const aReview = (overrides: Partial<AdminReview>): AdminReview => ({
  id: 'r1',
  course: { id: 'c1', title: 'Modern JavaScript' },
  author: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace' },
  rating: 4,
  comment: 'Clear and kind',
  hidden: false,
  progressPercent: 80,
  isEarly: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('the admin reviews page', { timeout: 20_000 }, () => {
  it('labels early reviews with the progress they were written at', async () => {
    const items = [
      aReview({ id: 'early', comment: 'Looks promising', progressPercent: 10, isEarly: true }),
      aReview({ id: 'late', comment: 'Finished it' }),
      aReview({ id: 'old', comment: 'Written long ago', progressPercent: null }),
    ];
    stubFetch(() => ({ body: { data: { items, page: 1, limit: 20, total: items.length } } }));
    renderWithProviders(
      <Routes>
        <Route path="/admin/reviews" element={<ReviewsPage />} />
      </Routes>,
      { route: '/admin/reviews', signedInAs: aUser({ role: 'admin' }) },
    );

    const early = (await screen.findByRole('cell', { name: 'Looks promising' })).closest('tr');
    const late = screen.getByRole('cell', { name: 'Finished it' }).closest('tr');
    const old = screen.getByRole('cell', { name: 'Written long ago' }).closest('tr');
    if (!early || !late || !old) throw new Error('each review is a row');
    expect(within(early).getByText('Early review · 10% done')).toBeVisible();
    expect(within(late).queryByText(/Early review/)).toBeNull();
    expect(within(old).queryByText(/Early review/)).toBeNull();
  });
});
