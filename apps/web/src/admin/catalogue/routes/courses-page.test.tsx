import type { AdminCourseListItem } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCategory, anAdmin, paged } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CoursesPage } from './courses-page';

const draft: AdminCourseListItem = {
  id: 'course-1',
  slug: 'modern-javascript',
  title: 'Modern JavaScript',
  imageUrl: null,
  category: { id: 'cat-1', slug: 'development', name: 'Development' },
  level: 'beginner',
  price: 1999,
  published: false,
  learners: 0,
  chapterCount: 4,
  instructors: [],
  reviewStatus: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

describe('the courses list', { timeout: 20_000 }, () => {
  it('asks for what the address says and shows each course’s status', async () => {
    const sent = stubFetch((request) => {
      if (request.url.startsWith(apiUrl(adminCatalogueRoutes.adminListCategories)))
        return paged([aCategory()]);
      if (request.url.startsWith(`${apiUrl(adminCatalogueRoutes.adminListCourses)}?`)) return paged([draft]);
      return { status: 404, body: { code: 'NOT_FOUND', message: 'No stub' } };
    });
    const { currentPath } = renderWithProviders(<CoursesPage />, {
      route: '/admin/courses?published=false&search=java&sort=title&order=asc&page=2',
      signedInAs: anAdmin(),
    });

    const link = await screen.findByRole('link', { name: 'Modern JavaScript' });
    expect(link).toHaveAttribute('href', '/admin/courses/course-1');
    const row = link.closest('tr');
    if (!row) throw new Error('The course is not in a row');
    expect(within(row).getByText('Draft')).toBeVisible();
    expect(within(row).getByText('$19.99')).toBeVisible();
    const listCall = sent.find((request) =>
      request.url.startsWith(`${apiUrl(adminCatalogueRoutes.adminListCourses)}?`),
    );
    expect(new URL(listCall?.url ?? '', 'http://x').searchParams.toString()).toBe(
      'page=2&limit=20&search=java&sort=title&order=asc&published=false',
    );
    expect(currentPath()).toBe('/admin/courses?published=false&search=java&sort=title&order=asc&page=2');
  });
});
