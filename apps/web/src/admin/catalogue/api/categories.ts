import type { AdminCategory, CategoryCreateBody } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { call } from '../../../lib/api-client';
import { useAdminMutation } from '../../api/admin-api';

export function useSaveCategory(onSaved: () => void) {
  const { _ } = useLingui();
  // The form sends every field, which both a new category and a change accept.
  return useAdminMutation<{ id?: string; body: CategoryCreateBody }, AdminCategory>({
    mutationFn: ({ id, body }) =>
      id
        ? call(adminCatalogueRoutes.adminUpdateCategory, { params: { id }, body })
        : call(adminCatalogueRoutes.adminCreateCategory, { body }),
    invalidates: ['categories', 'courses'],
    successMessage: (_result, { id }) =>
      id ? _('editor.toast.categorySaved') : _('editor.toast.categoryCreated'),
    silentError: true,
    onSuccess: onSaved,
  });
}

/** A category in use is refused (409): the error toast gives the server's reason. */
export function useDeleteCategory() {
  const { _ } = useLingui();
  return useAdminMutation<string>({
    mutationFn: (id) => call(adminCatalogueRoutes.adminDeleteCategory, { params: { id } }),
    invalidates: ['categories'],
    successMessage: _('editor.toast.categoryDeleted'),
  });
}
