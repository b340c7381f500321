/**
 * The admin console (/admin/*), its own entry of the web app, loaded lazily by app/router.tsx: nothing
 * here is in the learner's bundle. It shares components/, lib/, hooks/ and store/, and imports neither
 * app/ nor a learner feature (src/import-boundaries.test.ts).
 *
 * Pieces for page authors:
 * - `admin-routes.tsx`: the pages (relative paths, lazily loaded); `layout/admin-nav.ts`: the sidebar.
 * - `layout/`: `AdminLayout` (AppShell: header with site name, "View site", account; sidebar) and
 *   `RequireAdmin` (signed out → /signin and back; learner → 403 page).
 * - `components/admin-page.tsx`: `<AdminPage title actions description>` around every page.
 * - A list page is one `<AdminListPage route={adminCoreRoutes.adminListUsers} columns filters={{ role:
 *   oneOf(['admin', 'learner']), disabled: yesNo }} defaultSort="createdAt" title label rowKey rowActions
 *   toolbar={(controls) => <FilterSelect name="role" controls={controls} … />} empty>{dialogs}</…>`, with
 *   `const columns: ListColumns<'adminListUsers'> = [{ key, header, sort: 'email', render }]`. Rows,
 *   sorts and filters are the operation's (`lib/admin-list-params.ts`); search, sort, page and filters
 *   live in the URL; the table (`components/data-table.tsx`) shows loading, empty and error states.
 * - `api/admin-api.ts`: reads by contract route, typed by the operation: `useAdminList(route, params)`,
 *   `useAdminRecord(route, { params })`, `adminRead(route, input)` (key and fetcher for `useQuery`);
 *   writes `call` the operation inside `useAdminMutation({ mutationFn, invalidates: ['users'],
 *   successMessage })` (the resources are the paths' first segments; toast on success; error toast
 *   unless `silentError`). Keys: `['admin', resource, operationId, input]`.
 * - `components/confirm-dialog.tsx`: confirmation (optionally with a reason) before destructive writes.
 * - `components/rich-text-editor.tsx`: `<RichTextEditor label value onChange />` (HTML; the server sanitises).
 * - `components/upload-field.tsx`: `<UploadField label area value onChange accept />` (POST
 *   /api/admin/uploads with a progress bar; answers the stored URL).
 * - `lib/admin-form.ts`: `useAdminForm(schema, defaults)` (react-hook-form + the TypeBox resolver) and
 *   `submitWithFieldErrors` (server field errors under the inputs, other errors in a toast).
 * - The course editor (`catalogue/`) calls what `useEditorApi()` gives it (`catalogue/api/editor-api.ts`):
 *   the console's operations by default; the instructor's studio (`studio/`, mounted at /studio/* with
 *   its own gate and sidebar) provides the studio's, so one editor serves both.
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
