import type { CourseDetails } from '@coursewise/contract';
import { catalogueRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { TEST_CATALOGUES } from '../../../test/i18n';
import { aCourseDetails } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { CoursePage } from './course-page';

const course = aCourseDetails({
  isPurchased: false,
  isInCart: false,
  isWishlisted: false,
  level: 'intermediate',
  language: 'fr',
  durationMinutes: 95,
  learners: 1,
  rating: { average: 4.5, count: 1234 },
  ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 617, 5: 617 },
  outcomes: ['Write async code'],
  requirements: ['A browser'],
  modules: [
    {
      id: 'module-1',
      title: 'Basics',
      position: 1,
      chapters: [
        { id: 'chapter-1', title: 'Welcome', type: 'video', durationMinutes: 3, isPreview: true },
        { id: 'chapter-2', title: 'Paid lesson', type: 'text', durationMinutes: 9, isPreview: false },
      ],
    },
  ],
  reviews: [
    {
      id: 'review-1',
      rating: 5,
      comment: 'Clear and kind',
      author: { name: 'Ada L.', avatarUrl: null, avatarSrcSet: null },
      isEarly: false,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
} satisfies Partial<CourseDetails>);

function openCoursePage(locale: Locale) {
  stubFetch((request) =>
    request.url.startsWith(apiUrl(catalogueRoutes.getCourseDetails))
      ? { body: { data: course } }
      : { body: { data: { items: [], page: 1, limit: 12, total: 0 } } },
  );
  return renderWithProviders(
    <Routes>
      <Route path="/courses/:slug" element={<CoursePage />} />
    </Routes>,
    { route: `/courses/${course.slug}`, locale },
  );
}

/** The page's words: its text and the names it gives controls. */
function pageWords(): string {
  const labels = [...document.querySelectorAll('[aria-label]')].map((node) =>
    node.getAttribute('aria-label'),
  );
  return `${document.body.textContent} ${labels.join(' ')}`;
}

// The catalogue's English sentences and phrases (two words or more, no placeholder), which German words differently.
const englishPhrases = Object.entries(TEST_CATALOGUES.en)
  .filter(([id, message]) => id.startsWith('catalogue.') && !message.includes('{') && !message.includes('<'))
  .filter(([id, message]) => message.includes(' ') && TEST_CATALOGUES.de[id] !== message)
  .map(([, message]) => message);

describe('the course page in other languages', () => {
  it('shows its sections, figures, outline and buying actions in German', async () => {
    openCoursePage('de');

    expect(await screen.findByRole('heading', { level: 1, name: 'Modern JavaScript' })).toBeVisible();
    for (const heading of [
      'Das lernen Sie',
      'Kursinhalt',
      'Voraussetzungen',
      'Beschreibung',
      'Ihre Lehrkraft',
      'Bewertungen der Lernenden',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();

    // The hero: plurals with German digits, the level, the language, the duration and the month.
    const hero = pageWords();
    for (const words of [
      '(1.234 Bewertungen)',
      '1 Teilnehmer',
      'Erstellt von Grace Hopper',
      'Mittelstufe',
      'Französisch',
      'Insgesamt 1 Std. 35 Min.',
      'Zuletzt aktualisiert: Februar 2026',
    ])
      expect(hero).toContain(words);
    expect(screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toBeVisible();

    // The outline: one message with two plurals, and the free preview.
    expect(screen.getByText('1 Modul · 2 Kapitel · insgesamt 12 Min.')).toBeVisible();
    expect(screen.getByText('2 Kapitel · 12 Min.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vorschau: Welcome' })).toHaveTextContent('Vorschau');
    expect(screen.getByText('(Text)')).toBeInTheDocument();

    // The purchase box: the price in the German way, the actions, what the course includes.
    expect(screen.getByText(/^19,99\s\$$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Jetzt kaufen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Auf die Wunschliste' })).toBeVisible();
    expect(screen.getByText('1 Std. 35 Min. Lerninhalte')).toBeVisible();
    expect(screen.getByText('Abschlusszertifikat')).toBeVisible();

    // The ratings: a decimal comma, percentages as German writes them, the review's date.
    expect(screen.getAllByText('4,5')).toHaveLength(2);
    expect(screen.getByText('Kursbewertung · 1.234 Bewertungen')).toBeVisible();
    expect(screen.getByLabelText(/^5 Sterne: 50\s% der Bewertungen$/)).toBeInTheDocument();
    const review = screen.getByText('Clear and kind').closest('li');
    if (!review) throw new Error('the review is listed');
    expect(within(review).getByText('20. November 2026')).toBeVisible();

    const words = pageWords();
    expect(englishPhrases.filter((message) => words.includes(message))).toEqual([]);
  });

  it('shows the course page in French', async () => {
    openCoursePage('fr');

    expect(await screen.findByRole('heading', { level: 2, name: 'Contenu du cours' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Ce que vous allez apprendre' })).toBeVisible();
    expect(pageWords()).toContain('Créé par Grace Hopper');
    expect(screen.getByText('1 h 35 min au total')).toBeVisible();
    expect(screen.getByText('1 module · 2 chapitres · 12 min au total')).toBeVisible();
    expect(screen.getByText('Dernière mise à jour : février 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aperçu de Welcome' })).toBeVisible();
    expect(screen.getByText(/^19,99\s\$$/)).toBeVisible();
    expect(screen.getByText(/^Note du cours · 1\s234 notes$/)).toBeVisible();
  });
});
