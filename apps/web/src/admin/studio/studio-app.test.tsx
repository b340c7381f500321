import { catalogueRoutes } from '@coursewise/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REDIRECT_KEY } from '../../lib/session';
import { anAdminCourse, paged } from '../../test/admin-catalogue-fixtures';
import { apiUrl, isCallOf } from '../../test/api-url';
import { aUser } from '../../test/fixtures';
import { anInstructor, callsTheConsole, openStudio, stubOperations, studio } from './studio-test-kit';

const summary = { id: 'course-7', title: 'Practical TypeScript', published: true };
const listRow = {
  ...summary,
  slug: 'practical-typescript',
  category: { id: 'cat-1', slug: 'development', name: 'Development' },
  level: 'beginner',
  price: 1999,
  chapterCount: 12,
  learners: 40,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

// Dialogs and lazy pages render slowly in happy-dom, more so when the whole suite runs at once.
describe('the studio', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor to sign-in and remembers where they were going', async () => {
    const view = openStudio('/studio/courses/course-7/curriculum');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(view.currentPath()).toBe('/signin');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/studio/courses/course-7/curriculum');
  });

  it('shows a learner a 403 page and no studio', async () => {
    stubOperations([]);
    openStudio('/studio', aUser());
    expect(await screen.findByRole('heading', { name: 'You cannot open the studio' })).toBeVisible();
    expect(screen.getByText(/your account is not an instructor’s/)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Studio' })).not.toBeInTheDocument();
  });

  it('greets an instructor without courses with "Create your first course"', async () => {
    const sent = stubOperations([[studio.studioListCourses, () => paged([])]]);
    openStudio('/studio', anInstructor());
    const nav = await screen.findByRole('navigation', { name: 'Studio' });
    expect(within(nav).getByRole('link', { name: 'My courses' })).toHaveAttribute('href', '/studio');
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create your first course' })).toBeVisible();
    expect(sent.find((request) => isCallOf(request, studio.studioListCourses))?.url).toBe(
      apiUrl(studio.studioListCourses, {}, { page: 1, limit: 20, sort: 'updated', order: 'desc' }),
    );
    expect(document.title).toContain('My courses · Studio');
  });

  it('lists my courses with their status, each opening its editor', async () => {
    stubOperations([
      [studio.studioListCourses, () => paged([listRow])],
      [studio.studioGetCourse, () => ({ body: { data: anAdminCourse(summary) } })],
      [studio.studioListModules, () => ({ body: { data: [] } })],
    ]);
    const { user, currentPath } = openStudio('/studio', anInstructor());
    const row = (await screen.findByRole('link', { name: 'Practical TypeScript' })).closest('tr');
    expect(row).toHaveTextContent('Published');
    await user.click(screen.getByRole('link', { name: 'Practical TypeScript' }));
    await waitFor(() => expect(currentPath()).toBe('/studio/courses/course-7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Practical TypeScript' })).toBeVisible();
  });

  it('creates a draft with a category from the public list, then opens its editor', async () => {
    const created = anAdminCourse({ id: 'course-9', title: 'Testing React' });
    const sent = stubOperations([
      [studio.studioListCourses, () => paged([])],
      [
        catalogueRoutes.listCategories,
        () => ({
          body: { data: [{ id: 'cat-1', slug: 'development', name: 'Development', courseCount: 3 }] },
        }),
      ],
      [studio.studioCreateCourse, () => ({ status: 201, body: { data: created } })],
      [studio.studioGetCourse, () => ({ body: { data: created } })],
    ]);
    const { user, currentPath } = openStudio('/studio', anInstructor());
    await user.click(await screen.findByRole('button', { name: 'Create your first course' }));
    const dialog = await screen.findByRole('dialog', { name: 'New course' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Testing React');
    await user.click(within(dialog).getByLabelText(/^Category/));
    await user.click(await screen.findByRole('option', { name: 'Development', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));

    await waitFor(() => expect(currentPath()).toBe('/studio/courses/course-9'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Testing React' })).toBeVisible();
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: apiUrl(studio.studioCreateCourse),
      body: { title: 'Testing React', categoryId: 'cat-1' },
    });
    // An instructor gets 403 on the console's routes: the studio calls none.
    expect(callsTheConsole(sent)).toBe(false);
  });

  it("shows the not-found page for a course the API does not show me (another instructor's)", async () => {
    stubOperations([
      [
        studio.studioGetCourse,
        () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'This course does not exist' } }),
      ],
    ]);
    openStudio('/studio/courses/someone-elses', anInstructor());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.queryByText('This course does not exist')).not.toBeInTheDocument();
  });

  it('shows its own not-found page for an address it has no page for', async () => {
    stubOperations([]);
    openStudio('/studio/nowhere', anInstructor());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my courses' })).toHaveAttribute('href', '/studio');
  });
});
