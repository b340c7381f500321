/**
 * The admin console (/admin/*), loaded lazily by app/router.tsx: nothing here is in the learner's bundle.
 *
 * Pieces for page authors:
 * - `admin-routes.tsx`: the pages (relative paths, lazily loaded); `layout/admin-nav.ts`: the sidebar.
 * - `layout/`: `AdminLayout` (AppShell: header with site name, "View site", account; sidebar) and
 *   `RequireAdmin` (signed out → /signin and back; learner → 403 page).
 * - `components/admin-page.tsx`: `<AdminPage title actions description>` around every page.
 * - `components/data-table.tsx` + `lib/admin-list-params.ts`: `const controls = useAdminListParams({
 *   filters: ['status'], defaultSort: 'createdAt', defaultOrder: 'desc' })`, `const query =
 *   useAdminList<Row>('users', controls.params)`, then `<DataTable label query controls columns rowKey
 *   rowActions toolbar empty />`. Search, sort, page and filters live in the URL.
 * - `api/admin-api.ts`: `adminKeys`, `useAdminList`, `useAdminRecord`, `useAdminMutation({ mutationFn,
 *   invalidates: ['users'], successMessage })` (toast on success; error toast unless `silentError`),
 *   `adminApi.create/update/remove/reorder` (paths under /api/admin).
 * - `components/confirm-dialog.tsx`: confirmation (optionally with a reason) before destructive writes.
 * - `components/rich-text-editor.tsx`: `<RichTextEditor label value onChange />` (HTML; the server sanitises).
 * - `components/upload-field.tsx`: `<UploadField label area value onChange accept />` (POST
 *   /api/admin/uploads with a progress bar; answers the stored URL).
 * - `lib/admin-form.ts`: `useAdminForm(schema, defaults)` (react-hook-form + the TypeBox resolver) and
 *   `submitWithFieldErrors` (server field errors under the inputs, other errors in a toast).
 */
import { useRoutes } from 'react-router';
import { adminPageRoutes } from './admin-routes';
import { AdminLayout } from './layout/admin-layout';
import { RequireAdmin } from './layout/require-admin';

/** Mounted at /admin/* by the app router. */
export function AdminApp() {
  return useRoutes([
    {
      element: (
        <RequireAdmin>
          <AdminLayout />
        </RequireAdmin>
      ),
      children: adminPageRoutes,
    },
  ]);
}
