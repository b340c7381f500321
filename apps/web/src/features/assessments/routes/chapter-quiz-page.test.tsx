import { assessmentRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { CHAPTER_QUIZ_URL, chooseOptions, questionGroup, quizApi } from '../../../test/assessment-api';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { aUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ChapterQuizPage } from './chapter-quiz-page';

function openQuiz(chapterId = 'chapter-2') {
  return renderWithProviders(
    <Routes>
      <Route path="/learn/:slug/chapters/:chapterId/quiz" element={<ChapterQuizPage />} />
    </Routes>,
    { route: `/learn/modern-javascript/chapters/${chapterId}/quiz`, signedInAs: aUser() },
  );
}

const question = (number: number) => questionGroup(number, 3);
const choose = (user: UserEvent, number: number, ...labels: string[]) =>
  chooseOptions(user, () => question(number), ...labels);

const answersSent = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.url === apiUrl(assessmentRoutes.addChapterAnswers))
    .map((request) => request.body);

describe('taking a chapter quiz', () => {
  it('shows the chapter, the pass mark and every question, multiple choice clearly marked', async () => {
    stubFetch(quizApi());
    openQuiz();

    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz: Variables and types' })).toBeVisible();
    expect(screen.getByText('3 questions · Pass mark 70%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 3 answered',
    );

    const first = question(1);
    expect(first).toHaveAccessibleName(
      'Question 1 of 3 Which keyword declares a binding that is never reassigned?',
    );
    expect(first).toHaveAccessibleDescription('Choose one answer');
    expect(
      within(first)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['o-var', 'o-let', 'o-const']);

    const second = question(2);
    expect(second).toHaveAccessibleDescription('Choose all that apply');
    expect(within(second).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(second).getByRole('img', { name: 'Illustration for question 2' })).toHaveAttribute(
      'src',
      '/uploads/questions/types.png',
    );
    expect(document.title).toMatch(/^Quiz: Variables and types · /);
  });

  it('sends nothing while questions are unanswered, names them and goes to the first', async () => {
    const sent = stubFetch(quizApi());
    const { user } = openQuiz();
    await screen.findByRole('heading', { level: 1, name: 'Quiz: Variables and types' });

    await choose(user, 1, 'const');
    expect(screen.getByRole('progressbar', { name: 'Questions answered' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 3 answered',
    );
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Answer questions 2 and 3 before you submit.');
    expect(question(2)).toHaveFocus();
    expect(question(2)).toHaveAccessibleDescription('Choose all that apply This question needs an answer.');
    expect(question(1)).toHaveAccessibleDescription('Choose one answer');
    expect(answersSent(sent)).toEqual([]);
  });

  it('shows a refused submission as an error toast and keeps the answers', async () => {
    stubFetch(
      quizApi((request) =>
        request.url === apiUrl(assessmentRoutes.addChapterAnswers)
          ? { status: 400, body: { code: 'BAD_ANSWERS', message: 'Answer every question of the quiz once' } }
          : undefined,
      ),
    );
    const { user } = openQuiz();
    await screen.findByRole('heading', { level: 1, name: 'Quiz: Variables and types' });
    await choose(user, 1, 'const');
    await choose(user, 2, 'string');
    await choose(user, 3, '"object"');
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Answer every question of the quiz once');
    expect(within(question(1)).getByRole('radio', { name: 'const' })).toBeChecked();
  });

  it('says so when the chapter has no quiz', async () => {
    stubFetch(
      quizApi((request) =>
        request.url === CHAPTER_QUIZ_URL
          ? { status: 404, body: { code: 'NOT_FOUND', message: 'This chapter has no quiz' } }
          : undefined,
      ),
    );
    openQuiz();

    expect(await screen.findByRole('heading', { name: 'This chapter has no quiz' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the chapter' })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/chapters/chapter-2',
    );
  });
});
