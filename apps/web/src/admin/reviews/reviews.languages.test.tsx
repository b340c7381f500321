import type { AdminReview } from '@coursewise/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ReviewsPage } from './reviews-page';

const review: AdminReview = {
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
};

function openReviews(locale: Locale, items: AdminReview[]) {
  let current = items;
  stubFetch((request) => {
    if (request.method === 'PUT') {
      current = current.map((r) => ({ ...r, hidden: true }));
      return { body: { data: current[0] } };
    }
    return { body: { data: { items: current, page: 1, limit: 20, total: current.length } } };
  });
  return renderWithProviders(
    <Routes>
      <Route path="/admin/reviews" element={<ReviewsPage />} />
    </Routes>,
    { route: '/admin/reviews', signedInAs: aUser({ role: 'admin' }), locale },
  );
}

describe('the reviews page in other languages', { timeout: 20_000 }, () => {
  it('lists and hides a review in German', async () => {
    const { user } = openReviews('de', [review]);
    const row = (await screen.findByRole('cell', { name: 'Clear and kind' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Bewertungen' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Kommentar/ })).toBeVisible();
    const stars = screen.getByRole('combobox', { name: 'Sterne' });
    expect(within(stars).getByRole('option', { name: '5 Sterne' })).toBeInTheDocument();
    expect(within(stars).getByRole('option', { name: '1 Stern' })).toBeInTheDocument();
    expect(within(row).getByText('4 von 5 Sternen')).toBeInTheDocument();
    expect(within(row).getByText('20. November 2026')).toBeVisible();
    expect(within(row).getByText('Sichtbar')).toBeVisible();

    await user.click(
      within(row).getByRole('button', { name: 'Bewertung von Ada Lovelace zu Modern JavaScript ausblenden' }),
    );
    expect(await screen.findByText('Bewertung auf der Kursseite ausgeblendet')).toBeVisible();
    expect(await within(row).findByText('Ausgeblendet')).toBeVisible();
    expect(within(row).getByRole('button', { name: /wieder einblenden$/ })).toHaveTextContent('Einblenden');
  });

  it('says in Spanish that there is no review yet', async () => {
    openReviews('es', []);
    expect(await screen.findByRole('heading', { name: 'Aún no hay reseñas' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Reseñas' })).toBeVisible();
    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect(within(status).getByRole('option', { name: 'Todas' })).toBeInTheDocument();
    expect(within(status).getByRole('option', { name: 'Oculta' })).toBeInTheDocument();
  });
});
