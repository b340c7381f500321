import { adminCatalogueRoutes, adminQuestionRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anAdmin, anAdminCourse, aQuestion } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { type StubReply, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CourseLayout } from './course-layout';
import { FinalQuestionsPage } from './final-questions-page';

const POOL_URL = apiUrl(adminQuestionRoutes.adminListFinalQuestions, { id: 'course-1' });

function openPool(onImport: () => StubReply) {
  const sent = stubFetch((request) => {
    if (request.url === apiUrl(adminCatalogueRoutes.adminGetCourse, { id: 'course-1' }))
      return { body: { data: anAdminCourse({ finalPoolSize: 1 }) } };
    if (request.url === POOL_URL) return { body: { data: [aQuestion()] } };
    if (request.url === `${POOL_URL}/import` && request.method === 'POST') return onImport();
    return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/courses/:courseId" element={<CourseLayout />}>
        <Route path="final-questions" element={<FinalQuestionsPage />} />
      </Route>
    </Routes>,
    { route: '/admin/courses/course-1/final-questions', signedInAs: anAdmin() },
  );
  return { ...view, sent };
}

const csv = () => new File(['question,option1\nBroken,\n'], 'questions.csv', { type: 'text/csv' });

async function importFile(user: ReturnType<typeof openPool>['user'], container: HTMLElement) {
  await screen.findByRole('heading', { name: 'Final assessment questions' });
  const input = container.ownerDocument.querySelector<HTMLInputElement>(
    'input[type="file"][accept=".csv,text/csv"]',
  );
  if (!input) throw new Error('No CSV file input');
  await user.upload(input, csv());
  await user.click(screen.getByRole('button', { name: 'Import' }));
}

describe('importing questions from CSV', () => {
  it('lists the pool with its key', async () => {
    openPool(() => ({ status: 500 }));
    const options = await screen.findByRole('list', { name: 'Options of question 1' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['var', 'const ✓ Correct']);
    expect(screen.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
      'download',
      'questions-template.csv',
    );
  });

  it('shows every refused row by its line number, and that nothing was imported', async () => {
    const { user, container, sent } = openPool(() => ({
      status: 400,
      body: {
        code: 'CSV_INVALID',
        message: 'The file has 2 rows with errors: nothing was imported',
        errors: [
          { path: 'line 5', message: 'correct: option 4 is empty' },
          { path: 'line 2', message: 'option2: at least two options are required' },
        ],
      },
    }));

    await importFile(user, container);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nothing was imported')).toBeVisible();
    expect(alert).toHaveTextContent('The file has 2 rows with errors: nothing was imported');
    const rows = within(alert).getByRole('list', { name: 'Rows to fix' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 2: option2: at least two options are required', 'Line 5: correct: option 4 is empty']);
    const upload = sent.find((request) => request.method === 'POST');
    const form = upload?.body;
    if (!(form instanceof FormData)) throw new Error('The CSV was not sent as a form');
    expect((form.get('file') as File).name).toBe('questions.csv');
  });

  it('says how many questions came in', async () => {
    const { user, container } = openPool(() => ({
      status: 201,
      body: { data: { imported: 3, questions: [] } },
    }));
    await importFile(user, container);
    expect(await screen.findByText('3 questions imported')).toBeVisible();
    expect(screen.queryByText('Nothing was imported')).toBeNull();
  });
});
