import type { QuestionCreateBody } from '@coursewise/contract';
import { adminQuestionRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin, aQuestion } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { QuestionsPanel } from './questions-panel';

const QUIZ_URL = apiUrl(adminQuestionRoutes.adminListChapterQuestions, { id: 'chapter-1' });

function openQuiz() {
  let stored = [aQuestion({ chapterId: 'chapter-1' })];
  const sent = stubFetch((request) => {
    if (request.url === QUIZ_URL && request.method === 'GET') return { body: { data: stored } };
    if (request.url === QUIZ_URL && request.method === 'POST') {
      const body = request.body as QuestionCreateBody;
      const added = aQuestion({
        id: 'question-2',
        text: body.text,
        position: 2,
        multiple: body.options.filter((option) => option.isCorrect).length > 1,
        options: body.options.map((option, index) => ({ id: `n-${index}`, ...option })),
      });
      stored = [...stored, added];
      return { status: 201, body: { data: added } };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
  });
  const view = renderWithProviders(
    <QuestionsPanel
      set={{ kind: 'chapter', chapterId: 'chapter-1' }}
      title="Chapter quiz"
      description="The quiz."
    />,
    { signedInAs: anAdmin() },
  );
  return { ...view, sent };
}

const posted = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST').map((request) => request.body);

describe('writing a quiz question', { timeout: 20_000 }, () => {
  it('needs the text, every option filled and a correct one, then adds it with its key', async () => {
    const { user, sent } = openQuiz();
    await screen.findByRole('list', { name: 'Options of question 1' });

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question' });
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    expect(within(dialog).getByRole('textbox', { name: 'Question' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Option 1' })).toHaveAccessibleDescription(
      'This field is required',
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Which are primitive types?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'string');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'object');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 3' }), 'number');
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Mark at least one option as correct');
    expect(posted(sent)).toEqual([]);

    // Above the minimum of two, an option can be removed again.
    expect(within(dialog).getByRole('button', { name: 'Remove option 3' })).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Option 1 is correct' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Option 3 is correct' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));

    expect(await screen.findByText('Question added')).toBeVisible();
    expect(posted(sent)).toEqual([
      {
        text: 'Which are primitive types?',
        imageUrl: null,
        explanation: null,
        options: [
          { text: 'string', isCorrect: true },
          { text: 'object', isCorrect: false },
          { text: 'number', isCorrect: true },
        ],
      },
    ]);
    const options = await screen.findByRole('list', { name: 'Options of question 2' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['string ✓ Correct', 'object', 'number ✓ Correct']);
    expect(screen.getByText('Multiple answers')).toBeVisible();
  });

  it('keeps at least two options', async () => {
    const { user } = openQuiz();
    await screen.findByRole('list', { name: 'Options of question 1' });
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question' });
    expect(within(dialog).getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remove option 2' })).toBeDisabled();
  });
});
