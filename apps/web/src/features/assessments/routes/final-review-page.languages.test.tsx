import { assessmentRoutes, catalogueRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../i18n/locales';
import { apiUrl } from '../../../test/api-url';
import { aFinalAttempt, aFinalReview, finalAttemptPage } from '../../../test/assessment-fixtures';
import { type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aCourseDetails } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { englishLeft } from '../test-support/english-left';
import { FinalReviewPage } from './final-review-page';

const REVIEW_URL = apiUrl(assessmentRoutes.getFinalReview, {}, { courseId: 'course-1' });
const ATTEMPTS_URL = apiUrl(
  assessmentRoutes.listFinalAnswers,
  {},
  { courseId: 'course-1', page: 1, limit: 100 },
);
const HALF = [
  { questionId: 'f-scope', optionIds: ['f-block'] },
  { questionId: 'f-falsy', optionIds: ['f-zero'] },
];
const RIGHT = [
  { questionId: 'f-scope', optionIds: ['f-block'] },
  { questionId: 'f-falsy', optionIds: ['f-zero', 'f-empty'] },
];
const FIRST = { id: 'attempt-1', number: 1, createdAt: '2026-03-12T09:05:00.000Z' };
const SECOND = { id: 'attempt-2', number: 2, createdAt: '2026-03-12T14:30:00.000Z' };

/** Two attempts, the first half right, the second passed (the key shown); or one half right without it. */
function reviewApi({ hasPassed }: { hasPassed: boolean }) {
  return (request: SentRequest): StubReply => {
    if (request.url === apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'modern-javascript' }))
      return { body: { data: aCourseDetails() } };
    if (request.url === ATTEMPTS_URL) {
      const attempts = hasPassed
        ? [aFinalAttempt(RIGHT, SECOND), aFinalAttempt(HALF, FIRST)]
        : [aFinalAttempt(HALF, FIRST)];
      return { body: { data: finalAttemptPage(attempts) } };
    }
    if (request.url === REVIEW_URL)
      return {
        body: { data: hasPassed ? aFinalReview(RIGHT, SECOND) : aFinalReview(HALF, FIRST, false) },
      };
    return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
  };
}

function openReview(locale: Locale) {
  return renderWithProviders(
    <Routes>
      <Route path="/learn/:slug/final/review" element={<FinalReviewPage />} />
    </Routes>,
    { route: '/learn/modern-javascript/final/review', signedInAs: aUser(), locale },
  );
}

describe('the final assessment review in other languages', () => {
  it('reviews the attempts in German, dates and scores in German', async () => {
    stubFetch(reviewApi({ hasPassed: true }));
    openReview('de');

    expect(await screen.findByRole('heading', { level: 2, name: 'Versuch 2' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Auswertung Ihres Abschlusstests' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abschlusstest' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/final',
    );
    expect(screen.getByText(/^Abgegeben am 12\. März 2026 um \d\d:\d\d$/)).toBeVisible();
    expect(screen.getByText('100 %')).toBeVisible();
    expect(screen.getByText('2 von 2 richtig')).toBeVisible();
    expect(screen.getByText('Bestanden.')).toBeVisible();

    const attempts = await screen.findByRole('navigation', { name: 'Ihre Versuche' });
    expect(
      within(attempts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringMatching(/^Versuch 150\s% · Nicht bestanden12\. März 2026 um \d\d:\d\d$/),
      expect.stringMatching(/^Versuch 2100\s% · Bestanden12\. März 2026 um \d\d:\d\d$/),
    ]);

    const items = [...screen.getByRole('list', { name: 'Fragen und Antworten' }).children];
    const [scope, falsy] = items as HTMLElement[];
    if (!scope || !falsy) throw new Error('Both questions are reviewed');
    expect(scope).toHaveTextContent('Frage 1 von 2');
    expect(scope).toHaveTextContent('Richtig');
    expect(scope).toHaveTextContent('In its blockRichtige AntwortIhre Wahl');
    expect(falsy).toHaveTextContent('Mehrere Optionen sind richtig: Alle mussten gewählt werden.');
    expect(within(falsy).getByRole('list', { name: 'Antworten zu Frage 2' })).toBeVisible();
    expect(document.title).toBe('Auswertung des Abschlusstests · Modern JavaScript · Coursewise');
    expect(englishLeft('de')).toEqual([]);
  });

  it('says in French why the key is withheld after a failed attempt', async () => {
    stubFetch(reviewApi({ hasPassed: false }));
    openReview('fr');

    expect(await screen.findByRole('heading', { level: 2, name: 'Tentative 1' })).toBeVisible();
    expect(screen.getByText('1 sur 2 correctes')).toBeVisible();
    expect(screen.getByText(/^Envoyée le 12 mars 2026 à \d\d:\d\d$/)).toBeVisible();
    const withheld =
      'Les bonnes réponses et leurs explications s’affichent une fois que vous avez réussi ou utilisé toutes vos tentatives.';
    expect(screen.getByText(withheld)).toBeVisible();
    expect(screen.getByRole('list', { name: 'Questions et réponses' })).toHaveAccessibleDescription(withheld);
    const [, falsy] = [...screen.getByRole('list', { name: 'Questions et réponses' }).children];
    expect(falsy).toHaveTextContent('Incorrecte');
    expect(falsy).not.toHaveTextContent('Bonne réponse');
    expect(englishLeft('fr')).toEqual([]);
  });
});
