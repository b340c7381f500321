import type { InstructorPublicProfile } from '@coursewise/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { stubFetch } from '../../../test/fetch-stub';
import { aCourseSummary } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { InstructorPage } from './instructor-page';

const PROFILE: InstructorPublicProfile = {
  slug: 'ada-baker',
  name: 'Ada Baker',
  avatarUrl: null,
  avatarSrcSet: null,
  headline: 'Baker and teacher',
  bio: 'I bake.',
  links: ['https://example.com/ada'],
  courses: [aCourseSummary({ id: 'c1', slug: 'sourdough', title: 'Sourdough', isPurchased: undefined })],
  totals: { courses: 1, learners: 1234, reviews: 3, averageRating: 4.67 },
};

const renderPage = (locale: Locale, slug = 'ada-baker') =>
  renderWithProviders(
    <Routes>
      <Route path="/instructors/:slug" element={<InstructorPage />} />
    </Routes>,
    { route: `/instructors/${slug}`, locale },
  );

describe('the instructor page in other languages', () => {
  it('shows the figures with plurals and German digits, and the sections in German', async () => {
    stubFetch(() => ({ body: { data: PROFILE } }));
    renderPage('de');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Baker' })).toBeVisible();
    expect(screen.getByText('Lehrkraft')).toBeVisible();
    for (const figure of ['1 Kurs', '1.234 Teilnehmer', '3 Rezensionen', 'Durchschnittliche Bewertung: 4,7'])
      expect(screen.getByText(figure)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Zur Person' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Ada Baker im Web' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Kurse von Ada Baker' })).toBeVisible();
  });

  it('says in Spanish that an instructor is not found', async () => {
    stubFetch(() => ({
      status: 404,
      body: { message: 'This instructor does not exist', code: 'NOT_FOUND' },
    }));
    renderPage('es', 'nobody');

    expect(await screen.findByRole('heading', { level: 1, name: 'Instructor no encontrado' })).toBeVisible();
    expect(screen.getByText('Ningún instructor tiene esta dirección, o ya no enseña aquí.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explorar cursos' })).toHaveAttribute('href', '/courses');
  });

  it('counts in French, where 0 and 1 take the singular', async () => {
    stubFetch(() => ({
      body: {
        data: { ...PROFILE, courses: [], totals: { courses: 0, learners: 1, reviews: 0, averageRating: 0 } },
      },
    }));
    renderPage('fr');

    expect(await screen.findByText('Aucun cours publié pour l’instant.')).toBeVisible();
    for (const figure of ['0 cours', '1 apprenant', '0 avis']) expect(screen.getByText(figure)).toBeVisible();
    expect(screen.queryByText(/Note moyenne/)).toBeNull();
  });
});
