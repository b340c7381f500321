import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCategory, anAdmin, paged } from '../../../test/admin-catalogue-fixtures';
import { apiUrl } from '../../../test/api-url';
import { type SentRequest, stubFetch } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { CategoriesPage } from './categories-page';

function openCategories(categories = [aCategory()]) {
  const sent = stubFetch((request) => {
    if (
      request.url.startsWith(`${apiUrl(adminCatalogueRoutes.adminListCategories)}?`) &&
      request.method === 'GET'
    )
      return paged(categories);
    if (
      request.url === apiUrl(adminCatalogueRoutes.adminDeleteCategory, { id: 'cat-9' }) &&
      request.method === 'DELETE'
    )
      return { body: {} };
    if (request.url === apiUrl(adminCatalogueRoutes.adminCreateCategory) && request.method === 'POST')
      return {
        status: 201,
        body: { data: aCategory({ id: 'cat-2', name: 'Data science', slug: 'data', courseCount: 0 }) },
      };
    if (
      request.url === apiUrl(adminCatalogueRoutes.adminDeleteCategory, { id: 'cat-1' }) &&
      request.method === 'DELETE'
    )
      return {
        status: 409,
        body: { code: 'CONFLICT', message: 'This category has 3 courses: move them first' },
      };
    return { status: 404, body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` } };
  });
  const view = renderWithProviders(<CategoriesPage />, { route: '/admin/categories', signedInAs: anAdmin() });
  return { ...view, sent };
}

const writes = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.method !== 'GET')
    .map((request) => [request.method, request.url, request.body]);

describe('the categories page', { timeout: 20_000 }, () => {
  it('lists categories in position order and creates one, refusing a bad slug first', async () => {
    const { user, sent } = openCategories();
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(await within(table).findByRole('cell', { name: 'Development' })).toBeVisible();
    expect(sent[0]?.url).toBe(
      apiUrl(
        adminCatalogueRoutes.adminListCategories,
        {},
        { page: 1, limit: 20, sort: 'position', order: 'asc' },
      ),
    );

    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Data science');
    await user.type(within(dialog).getByRole('textbox', { name: 'Slug' }), 'Data Science');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(within(dialog).getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
      /Use lower-case letters, digits and single dashes, or leave it empty/,
    );
    expect(writes(sent)).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Slug' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Slug' }), 'data');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText('Category created')).toBeVisible();
    expect(writes(sent)).toEqual([
      [
        'POST',
        apiUrl(adminCatalogueRoutes.adminCreateCategory),
        { name: 'Data science', slug: 'data', position: 0 },
      ],
    ]);
  });

  it('does not offer to delete a category in use, and says why (issue 27, item 9)', async () => {
    const { sent } = openCategories();
    const remove = await screen.findByRole('button', { name: 'Delete Development: in use by 3 courses' });
    expect(remove).toBeDisabled();
    expect(writes(sent)).toEqual([]);
  });

  it('deletes an empty category after confirmation', async () => {
    const { user, sent } = openCategories([
      aCategory({ id: 'cat-9', name: 'Empty', slug: 'empty', courseCount: 0 }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Empty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this category?' });
    expect(dialog).toHaveTextContent('“Empty” will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await screen.findByText('Category deleted');
    expect(writes(sent)).toEqual([
      ['DELETE', apiUrl(adminCatalogueRoutes.adminDeleteCategory, { id: 'cat-9' }), undefined],
    ]);
  });
});
