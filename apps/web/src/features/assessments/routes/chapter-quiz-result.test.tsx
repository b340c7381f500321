import { assessmentRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../test/api-url';
import { chooseOptions, OUTLINE_URL, questionGroup, quizApi } from '../../../test/assessment-api';
import { aChapterQuiz, CHAPTER_RIGHT_ANSWERS } from '../../../test/assessment-fixtures';
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

describe('a chapter quiz’s result', () => {
  it('marks a failed attempt answer by answer with the correct options and why, then lets the learner retake it', async () => {
    const sent = stubFetch(quizApi());
    const { user } = openQuiz();
    await screen.findByRole('heading', { level: 1, name: 'Quiz: Variables and types' });

    await choose(user, 1, 'const');
    await choose(user, 2, 'string');
    await choose(user, 3, '"null"');
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    const result = await screen.findByRole('region', { name: 'Your result' });
    expect(within(result).getByRole('heading', { name: 'Your result' })).toHaveFocus();
    expect(result).toHaveTextContent('33%');
    expect(result).toHaveTextContent('1 of 3 correct');
    expect(result).toHaveTextContent('Not passed: you need 70% to pass.');
    expect(within(result).queryByRole('link', { name: /Next chapter/ })).not.toBeInTheDocument();
    expect(answersSent(sent)).toEqual([
      {
        chapterId: 'chapter-2',
        answers: [
          { questionId: 'q-const', optionIds: ['o-const'] },
          { questionId: 'q-primitives', optionIds: ['o-string'] },
          { questionId: 'q-typeof', optionIds: ['o-null'] },
        ],
      },
    ]);

    // The answers' own items, not their options' (a list inside each).
    const items = [...screen.getByRole('list', { name: 'Your answers' }).children] as HTMLElement[];
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Which keyword declares a binding that is never reassigned?',
      'Which of these are primitive types?',
      'What does typeof null return?',
    ]);
    const [, primitives, typeofNull] = items;
    if (!primitives || !typeofNull) throw new Error('Three answers are listed');
    expect(primitives).toHaveTextContent('Wrong');
    const primitiveOptions = within(
      within(primitives).getByRole('list', { name: 'Options of question 2' }),
    ).getAllByRole('listitem');
    expect(primitiveOptions.map((option) => option.textContent)).toEqual([
      'stringCorrect answerYour choice',
      'object',
      'numberCorrect answer',
    ]);
    expect(primitives).toHaveTextContent('Objects are not primitives.');
    expect(typeofNull).toHaveTextContent('"null"Your choice');
    expect(typeofNull).toHaveTextContent('"object"Correct answer');
    expect(items[0]).toHaveTextContent('Correct');

    await user.click(within(result).getByRole('button', { name: 'Retake' }));
    expect(question(1)).toHaveFocus();
    expect(within(question(1)).getByRole('radio', { name: 'const' })).not.toBeChecked();
    expect(screen.getByText('Your best: 33%', { exact: false })).toBeVisible();
  });

  it('completes the chapter on a pass: the outline reloads and "Next chapter" leads on', async () => {
    const sent = stubFetch(quizApi());
    const { user, queryClient } = openQuiz();
    await screen.findByRole('heading', { level: 1, name: 'Quiz: Variables and types' });
    await waitFor(() => expect(sent.filter((request) => request.url === OUTLINE_URL)).toHaveLength(1));

    await choose(user, 1, 'const');
    await choose(user, 2, 'number', 'string');
    await choose(user, 3, '"object"');
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    const result = await screen.findByRole('region', { name: 'Your result' });
    expect(result).toHaveTextContent('100%');
    expect(result).toHaveTextContent('Passed: the pass mark is 70%.');
    expect(result).toHaveTextContent('Well done: this chapter is complete.');
    expect(answersSent(sent)).toEqual([{ chapterId: 'chapter-2', answers: CHAPTER_RIGHT_ANSWERS }]);
    expect(within(result).getByRole('link', { name: /Next chapter/ })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/chapters/chapter-3',
    );
    expect(within(result).getByRole('button', { name: 'Retake' })).toBeVisible();

    // The outline (ticks, progress, the final assessment's lock) is asked for again.
    await waitFor(() => expect(sent.filter((request) => request.url === OUTLINE_URL)).toHaveLength(2));
    await waitFor(() =>
      expect(queryClient.getQueryData(['learning', 'course', 'course-1'])).toMatchObject({
        progress: { completed: 2 },
      }),
    );
  });

  it('leads to the final assessment after passing the last chapter’s quiz', async () => {
    stubFetch(
      quizApi((request) =>
        request.url === apiUrl(assessmentRoutes.getChapterQuestions, {}, { chapterId: 'chapter-3' })
          ? { body: { data: aChapterQuiz({ chapterId: 'chapter-3', chapterTitle: 'Arrow functions' }) } }
          : undefined,
      ),
    );
    const { user } = openQuiz('chapter-3');
    await screen.findByRole('heading', { level: 1, name: 'Quiz: Arrow functions' });
    await choose(user, 1, 'const');
    await choose(user, 2, 'number', 'string');
    await choose(user, 3, '"object"');
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    const result = await screen.findByRole('region', { name: 'Your result' });
    expect(within(result).getByRole('link', { name: /Final assessment/ })).toHaveAttribute(
      'href',
      '/learn/modern-javascript/final',
    );
  });
});
