import type { AdminCourseListItem } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCategory, anAdmin, paged } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CategoriesPage } from './categories-page';
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
  learners: 1234,
  chapterCount: 4,
  instructors: [],
  reviewStatus: 'submitted',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

function stubLists() {
  stubFetch((request) => {
    if (request.url.startsWith(apiUrl(adminCatalogueRoutes.adminListCategories))) return paged([aCategory()]);
    if (request.url.startsWith(`${apiUrl(adminCatalogueRoutes.adminListCourses)}?`)) return paged([draft]);
    return { status: 404, body: { code: 'NOT_FOUND', message: 'No stub' } };
  });
}

describe('the course list and categories in other languages', { timeout: 20_000 }, () => {
  it('lists the courses in German: headings, filters, badges, the price, count and date in German', async () => {
    stubLists();
    renderWithProviders(<CoursesPage />, { route: '/admin/courses', signedInAs: anAdmin(), locale: 'de' });

    const link = await screen.findByRole('link', { name: 'Modern JavaScript' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kurse' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neuer Kurs' })).toBeVisible();
    expect(screen.getAllByPlaceholderText('Alle')).toHaveLength(3);
    expect(screen.getByText('Prüfung')).toBeVisible();
    expect(screen.getByText('Geändert')).toBeVisible();
    expect(screen.getByText('Lernende')).toBeVisible();
    const row = link.closest('tr');
    if (!row) throw new Error('The course is not in a row');
    expect(within(row).getByText('Entwurf')).toBeVisible();
    expect(within(row).getByText('Wartet auf Prüfung')).toBeVisible();
    expect(within(row).getByText('Einsteiger')).toBeVisible();
    expect(within(row).getByText(/^19,99\s\$$/)).toBeVisible();
    expect(within(row).getByText('1.234')).toBeVisible();
    expect(within(row).getByText('2. Januar 2026')).toBeVisible();
  });

  it('lists the categories in Spanish, saying with a plural why one in use cannot be deleted', async () => {
    stubLists();
    renderWithProviders(<CategoriesPage />, {
      route: '/admin/categories',
      signedInAs: anAdmin(),
      locale: 'es',
    });

    expect(await screen.findByText('Development')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nueva categoría' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar Development' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Eliminar Development: en uso en 3 cursos' })).toBeDisabled();
  });
});
