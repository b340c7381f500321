import { assessmentRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { chooseOptions, finalApi, questionGroup } from '../../../test/assessment-api';
import { aFinalAssessment } from '../../../test/assessment-fixtures';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { FinalAssessmentPage } from './final-assessment-page';

function openFinal() {
  return renderWithProviders(
    <Routes>
      <Route path="/learn/:slug/final" element={<FinalAssessmentPage />} />
    </Routes>,
    { route: '/learn/modern-javascript/final', signedInAs: aUser() },
  );
}

const question = (number: number) => questionGroup(number, 2);

/** Answers both final questions: right, or with the multiple-choice one wrong (50%). */
async function answer(user: UserEvent, { isRight }: { isRight: boolean }) {
  await chooseOptions(user, () => question(1), 'In its block');
  await chooseOptions(user, () => question(2), ...(isRight ? ['0', 'An empty string'] : ['0']));
  await user.click(screen.getByRole('button', { name: 'Submit the assessment' }));
}

const submissions = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.url === apiUrl(assessmentRoutes.addFinalAnswers))
    .map((request) => request.body);

describe('the final assessment', () => {
  it('explains what remains while chapters are unfinished, with a link to the next one', async () => {
    stubFetch(
      finalApi({
        states: [
          aFinalAssessment({ status: 'locked', remainingChapters: 2, attemptId: null, questions: [] }),
        ],
      }),
    );
    openFinal();

    expect(await screen.findByRole('heading', { name: 'The final assessment is locked' })).toBeVisible();
    expect(screen.getByText(/Complete 2 more chapters to unlock it\./)).toBeVisible();
    expect(screen.getByText(/You will then have 3 attempts to reach the pass mark of 70%\./)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Continue with Variables and types' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/chapters/chapter-2',
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('fails an attempt: the score, attempts left and the review; "Try again" brings the next attempt', async () => {
    const second = aFinalAssessment({ attemptId: 'attempt-2', attemptsUsed: 1 });
    const sent = stubFetch(finalApi({ states: [aFinalAssessment(), second] }));
    const { user } = openFinal();

    expect(await screen.findByText('Attempt 1 of 3 · 2 questions · Pass mark 70%')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Final assessment' })).toBeVisible();
    expect(screen.getByText('3 attempts left')).toBeVisible();
    expect(question(2)).toHaveAccessibleDescription('Choose all that apply');
    await answer(user, { isRight: false });

    const result = await screen.findByRole('region', { name: 'Your result: attempt 1' });
    expect(result).toHaveTextContent('50%');
    expect(result).toHaveTextContent('1 of 2 correct');
    expect(result).toHaveTextContent('Not passed: you need 70% to pass.');
    expect(result).toHaveTextContent('You have 2 attempts left.');
    expect(result).toHaveTextContent(
      'The review shows which of your answers were wrong; the correct answers are shown once you pass',
    );
    expect(within(result).getByRole('link', { name: 'Review your answers' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/final/review?attempt=attempt-1',
    );
    expect(within(result).queryByRole('link', { name: 'View your certificate' })).not.toBeInTheDocument();
    expect(submissions(sent)).toEqual([
      {
        courseId: 'course-1',
        attemptId: 'attempt-1',
        answers: [
          { questionId: 'f-scope', optionIds: ['f-block'] },
          { questionId: 'f-falsy', optionIds: ['f-zero'] },
        ],
      },
    ]);

    await user.click(within(result).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Attempt 2 of 3 · 2 questions · Pass mark 70%')).toBeVisible();
    expect(screen.getByText('2 attempts left')).toBeVisible();
    await waitFor(() => expect(question(1)).toHaveFocus());
    expect(within(question(1)).getByRole('radio', { name: 'In its block' })).not.toBeChecked();
  });

  it('passes: congratulations and the way to the certificate', async () => {
    const passed = aFinalAssessment({
      status: 'passed',
      attemptsUsed: 1,
      attemptId: null,
      questions: [],
      certificateId: 'cert-0193f1c2',
    });
    stubFetch(finalApi({ states: [aFinalAssessment(), passed] }));
    const { user } = openFinal();
    await screen.findByText('Attempt 1 of 3 · 2 questions · Pass mark 70%');
    await answer(user, { isRight: true });

    const result = await screen.findByRole('region', { name: 'Your result: attempt 1' });
    expect(result).toHaveTextContent('100%');
    expect(result).toHaveTextContent('Passed: the pass mark is 70%.');
    expect(result).toHaveTextContent(
      'You passed the final assessment and earned your certificate (CW-2026-000123).',
    );
    expect(within(result).getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/certificates/cert-0193f1c2',
    );
    expect(within(result).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when the last attempt has failed', async () => {
    stubFetch(finalApi({ states: [aFinalAssessment({ attemptsUsed: 2 })], attemptsLeft: 0 }));
    const { user } = openFinal();
    await screen.findByText('Attempt 3 of 3 · 2 questions · Pass mark 70%');
    expect(screen.getByText('1 attempt left')).toBeVisible();
    await answer(user, { isRight: false });

    const result = await screen.findByRole('region', { name: /^Your result/ });
    expect(result).toHaveTextContent('That was your last attempt');
    expect(within(result).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a learner who passed before their certificate and review', async () => {
    stubFetch(
      finalApi({
        states: [
          aFinalAssessment({
            status: 'passed',
            attemptsUsed: 2,
            attemptId: null,
            questions: [],
            certificateId: 'cert-0193f1c2',
          }),
        ],
      }),
    );
    openFinal();

    expect(await screen.findByRole('heading', { name: 'You passed the final assessment' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/certificates/cert-0193f1c2',
    );
    expect(screen.getByRole('link', { name: 'Review your answers' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/final/review',
    );
  });

  it('explains that no attempts are left', async () => {
    stubFetch(
      finalApi({
        states: [aFinalAssessment({ status: 'exhausted', attemptsUsed: 3, attemptId: null, questions: [] })],
      }),
    );
    openFinal();

    expect(await screen.findByRole('heading', { name: 'No attempts left' })).toBeVisible();
    expect(
      screen.getByText(/You have used all 3 attempts without reaching the pass mark of 70%/),
    ).toBeVisible();
  });

  it('says when the course has no final assessment', async () => {
    stubFetch(finalApi({ states: [aFinalAssessment({ status: 'none', attemptId: null, questions: [] })] }));
    openFinal();

    expect(await screen.findByRole('heading', { name: 'This course has no final assessment' })).toBeVisible();
  });

  it('shows a refused submission as an error toast and then the state as it now is', async () => {
    const exhausted = aFinalAssessment({
      status: 'exhausted',
      attemptsUsed: 3,
      attemptId: null,
      questions: [],
    });
    stubFetch(
      finalApi({
        states: [aFinalAssessment({ attemptsUsed: 2 }), exhausted],
        overrides: (request) =>
          request.url === apiUrl(assessmentRoutes.addFinalAnswers)
            ? { status: 409, body: { code: 'NO_ATTEMPTS_LEFT', message: 'You have used every attempt' } }
            : undefined,
      }),
    );
    const { user } = openFinal();
    await screen.findByText('Attempt 3 of 3 · 2 questions · Pass mark 70%');
    await answer(user, { isRight: true });

    expect(await screen.findByText('You have used every attempt')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No attempts left' })).toBeVisible();
  });
});
