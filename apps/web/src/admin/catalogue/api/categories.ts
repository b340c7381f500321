import type { AdminCategory, CategoryCreateBody, CategoryUpdateBody } from '@coursewise/contract';
import { adminApi, useAdminMutation } from '../../api/admin-api';
import { cataloguePaths } from './catalogue-paths';
import { CATEGORIES, COURSES } from './courses';

export function useSaveCategory(onSaved: () => void) {
  return useAdminMutation<{ id?: string; body: CategoryCreateBody | CategoryUpdateBody }, AdminCategory>({
    mutationFn: ({ id, body }) =>
      id
        ? adminApi.update<AdminCategory>(cataloguePaths.categories, id, body)
        : adminApi.create<AdminCategory>(cataloguePaths.categories, body),
    invalidates: [CATEGORIES, COURSES],
    successMessage: (_, { id }) => (id ? 'Category saved' : 'Category created'),
    silentError: true,
    onSuccess: onSaved,
  });
}

/** A category in use is refused (409): the error toast gives the server's reason. */
export function useDeleteCategory() {
  return useAdminMutation<string>({
    mutationFn: (id) => adminApi.remove(cataloguePaths.categories, id),
    invalidates: [CATEGORIES],
    successMessage: 'Category deleted',
  });
}
