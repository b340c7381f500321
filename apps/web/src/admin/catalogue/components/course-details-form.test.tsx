import type { CourseUpdateBody } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCategory, anAdmin, anAdminCourse, paged } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { type SentRequest, type StubReply, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CourseDetailsForm } from './course-details-form';

const COURSE_URL = apiUrl(adminCatalogueRoutes.adminGetCourse, { id: 'course-1' });
const puts = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'PUT').map((request) => request.body as CourseUpdateBody);

function server(onPut: (request: SentRequest) => StubReply) {
  return stubFetch((request) => {
    if (request.url.startsWith(apiUrl(adminCatalogueRoutes.adminListCategories)))
      return paged([aCategory(), aCategory({ id: 'cat-2', slug: 'design', name: 'Design' })]);
    if (request.method === 'PUT' && request.url === COURSE_URL) return onPut(request);
    return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
  });
}

const openForm = () =>
  renderWithProviders(<CourseDetailsForm course={anAdminCourse()} />, { signedInAs: anAdmin() });

// The form holds a Tiptap editor and many fields: typing through it takes a few seconds in happy-dom.
describe('the course details form', { timeout: 20_000 }, () => {
  it('shows what is wrong beside each field and sends nothing', async () => {
    const sent = server(() => ({ body: { data: anAdminCourse() } }));
    const { user } = openForm();

    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.clear(screen.getByRole('textbox', { name: 'Price (USD)' }));
    await user.clear(screen.getByRole('textbox', { name: 'Pass mark (%)' }));
    await user.type(screen.getByRole('textbox', { name: 'Pass mark (%)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Add outcome' }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(screen.getByRole('textbox', { name: 'Price (USD)' })).toHaveAccessibleDescription(
      'Enter a price of 0 or more',
    );
    expect(screen.getByRole('textbox', { name: 'Pass mark (%)' })).toHaveAccessibleDescription(
      'Enter a whole percentage from 1 to 100',
    );
    expect(screen.getByRole('textbox', { name: 'What learners will learn 2' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(puts(sent)).toEqual([]);
  });

  it('saves the price in cents, the lists and the assessment settings', async () => {
    const sent = server(() => ({
      body: { data: anAdminCourse({ title: 'Modern JavaScript, 2nd edition' }) },
    }));
    const { user } = openForm();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), ', 2nd edition');
    const price = screen.getByRole('textbox', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '24.5');
    await user.click(screen.getByRole('button', { name: 'Add requirement' }));
    await user.type(screen.getByRole('textbox', { name: 'Requirements 1' }), 'A computer');
    await user.click(screen.getByRole('checkbox', { name: 'Ask every question of the pool' }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Course saved')).toBeVisible();
    expect(puts(sent)).toEqual([
      expect.objectContaining({
        title: 'Modern JavaScript, 2nd edition',
        price: 2450,
        outcomes: ['Write modern JavaScript'],
        requirements: ['A computer'],
        passMark: 70,
        finalAttempts: 3,
        finalQuestionCount: 10,
        instructor: { name: 'Grace Hopper', bio: '' },
      }),
    ]);
  });

  it('saves a price of 0 as a free course and says so beside the field (issue 22)', async () => {
    const sent = server(() => ({ body: { data: anAdminCourse({ price: 0 }) } }));
    const { user } = openForm();

    const price = screen.getByRole('textbox', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '0');
    expect(price).toHaveAccessibleDescription('Free: learners enrol without paying');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Course saved')).toBeVisible();
    expect(puts(sent)).toEqual([expect.objectContaining({ price: 0 })]);
  });

  it('puts the server’s field messages under the fields', async () => {
    server(() => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'instructor/name: is required',
        errors: [{ path: '/instructor/name', message: 'is required' }],
      },
    }));
    const { user } = openForm();

    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Is required');
  });
});
