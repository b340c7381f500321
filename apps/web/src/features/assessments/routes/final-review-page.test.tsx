import { assessmentRoutes, catalogueRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl, isCallOf } from '../../../test/api-url';
import { aFinalAttempt, aFinalReview, finalAttemptPage } from '../../../test/assessment-fixtures';
import { type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { aCourseDetails } from '../../../test/learning-fixtures';
import { renderWithProviders } from '../../../test/render';
import { KEY_WITHHELD } from '../components/final-review-body';
import { FinalReviewPage } from './final-review-page';

const REVIEW_URL = apiUrl(assessmentRoutes.getFinalReview, {}, { courseId: 'course-1' });
const WRONG = [
  { questionId: 'f-scope', optionIds: ['f-function'] },
  { questionId: 'f-falsy', optionIds: ['f-zero'] },
];
const RIGHT = [
  { questionId: 'f-scope', optionIds: ['f-block'] },
  { questionId: 'f-falsy', optionIds: ['f-zero', 'f-empty'] },
];
const FIRST = { id: 'attempt-1', number: 1, createdAt: '2026-03-12T09:05:00.000Z' };
const SECOND = { id: 'attempt-2', number: 2, createdAt: '2026-03-12T14:30:00.000Z' };

/** A learner with two attempts: the first failed (0%), the second passed. */
function reviewApi(overrides: (request: SentRequest) => StubReply | undefined = () => undefined) {
  return (request: SentRequest): StubReply => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.url === apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'modern-javascript' }))
      return { body: { data: aCourseDetails() } };
    if (
      request.url ===
      apiUrl(assessmentRoutes.listFinalAnswers, {}, { courseId: 'course-1', page: 1, limit: 100 })
    )
      return {
        body: { data: finalAttemptPage([aFinalAttempt(RIGHT, SECOND), aFinalAttempt(WRONG, FIRST)]) },
      };
    if (request.url === REVIEW_URL || request.url === `${REVIEW_URL}&attemptId=attempt-2`)
      return { body: { data: aFinalReview(RIGHT, SECOND) } };
    if (request.url === `${REVIEW_URL}&attemptId=attempt-1`)
      return { body: { data: aFinalReview(WRONG, FIRST) } };
    return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
  };
}

function openReview(search = '') {
  return renderWithProviders(
    <Routes>
      <Route path="/learn/:slug/final/review" element={<FinalReviewPage />} />
    </Routes>,
    { route: `/learn/modern-javascript/final/review${search}`, signedInAs: aUser() },
  );
}

const reviewItems = () =>
  [...screen.getByRole('list', { name: 'Questions and answers' }).children] as HTMLElement[];

describe('the final assessment review', () => {
  it('shows the latest attempt question by question, and switches to an earlier one', async () => {
    stubFetch(reviewApi());
    const { user, currentPath } = openReview();

    expect(await screen.findByRole('heading', { level: 2, name: 'Attempt 2' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Review of your final assessment' })).toBeVisible();
    expect(screen.getByText('Submitted on 12 March 2026 at', { exact: false })).toBeVisible();
    expect(screen.getByText('100%')).toBeVisible();
    expect(screen.getByText('2 of 2 correct')).toBeVisible();
    expect(reviewItems().map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Where is a let binding visible?',
      'Which values are falsy?',
    ]);

    const attempts = await screen.findByRole('navigation', { name: 'Your attempts' });
    const links = within(attempts).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Attempt 10% · Not passed12 March 2026 at/),
      expect.stringMatching(/^Attempt 2100% · Passed12 March 2026 at/),
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'page');

    await user.click(within(attempts).getByRole('link', { name: /^Attempt 1/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Attempt 1' })).toBeVisible();
    expect(currentPath()).toBe('/learn/modern-javascript/final/review?attempt=attempt-1');
    expect(screen.getByText('0 of 2 correct')).toBeVisible();
    const [scope, falsy] = reviewItems();
    if (!scope || !falsy) throw new Error('Both questions are reviewed');
    expect(scope).toHaveTextContent('Wrong');
    expect(scope).toHaveTextContent('In its blockCorrect answer');
    expect(scope).toHaveTextContent('In the whole functionYour choice');
    expect(scope).toHaveTextContent('let and const are block scoped.');
    // Passed since: the key of every attempt shows.
    expect(screen.queryByText(KEY_WITHHELD)).toBeNull();
    expect(falsy).toHaveTextContent('Several options are correct: all of them had to be chosen.');
    expect(within(attempts).getByRole('link', { name: /^Attempt 1/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('after a failed attempt with attempts left: right or wrong and the choices, and when the key shows', async () => {
    const half = [
      { questionId: 'f-scope', optionIds: ['f-block'] },
      { questionId: 'f-falsy', optionIds: ['f-zero'] },
    ];
    stubFetch(
      reviewApi((request) => {
        if (isCallOf(request, assessmentRoutes.listFinalAnswers))
          return { body: { data: finalAttemptPage([aFinalAttempt(half, FIRST)]) } };
        if (request.url === REVIEW_URL) return { body: { data: aFinalReview(half, FIRST, false) } };
        return undefined;
      }),
    );
    openReview();

    expect(await screen.findByRole('heading', { level: 2, name: 'Attempt 1' })).toBeVisible();
    expect(screen.getByText('1 of 2 correct')).toBeVisible();
    expect(screen.getByText(KEY_WITHHELD)).toBeVisible();
    expect(screen.getByRole('list', { name: 'Questions and answers' })).toHaveAccessibleDescription(
      KEY_WITHHELD,
    );
    const [scope, falsy] = reviewItems();
    if (!scope || !falsy) throw new Error('Both questions are reviewed');
    expect(scope).toHaveTextContent('Correct');
    expect(scope).toHaveTextContent('In its blockYour choice');
    expect(falsy).toHaveTextContent('Wrong');
    expect(falsy).toHaveTextContent('0Your choice');
    // Neither the correct options nor the explanations.
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.queryByText('Explanation')).toBeNull();
    expect(screen.queryByText('Every object, even an empty array, is truthy.')).toBeNull();
    expect(within(falsy).getByText('An empty string').closest('li')).not.toHaveTextContent('Your choice');
  });

  it('opens the attempt named in the address', async () => {
    const sent = stubFetch(reviewApi());
    openReview('?attempt=attempt-1');

    expect(await screen.findByRole('heading', { level: 2, name: 'Attempt 1' })).toBeVisible();
    expect(sent.map((request) => request.url)).toContain(`${REVIEW_URL}&attemptId=attempt-1`);
  });

  it('says there is nothing to review before the first attempt', async () => {
    stubFetch(
      reviewApi((request) =>
        isCallOf(request, assessmentRoutes.listFinalAnswers) ||
        isCallOf(request, assessmentRoutes.getFinalReview)
          ? { status: 404, body: { code: 'NOT_FOUND', message: 'No attempt to review yet' } }
          : undefined,
      ),
    );
    openReview();

    expect(await screen.findByRole('heading', { name: 'Nothing to review yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the final assessment' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/final',
    );
  });
});
