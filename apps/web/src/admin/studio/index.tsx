/**
 * The instructor's studio (/studio/*): part of the console's lazy entry (loaded only by `import()` from
 * app/router.tsx), with its own layout and sections, and the console's course editor mounted on the
 * studio's operations (`studioEditorApi`, /api/instructor). Instructors only: signed out → /signin and
 * back; anyone else → a 403 page.
 */
import { useLingui } from '@lingui/react';
import { useRoutes } from 'react-router';
import { studioEditorApi } from '../catalogue/api/editor-api';
import { EditorApiProvider } from '../catalogue/api/editor-context';
import { AdminLayout } from '../layout/admin-layout';
import { RequireRole } from '../layout/require-admin';
import { StudioForbidden } from './studio-forbidden';
import { STUDIO_NAV } from './studio-nav';
import { studioPageRoutes } from './studio-routes';

/** Mounted at /studio/* by the app router. */
export function StudioApp() {
  const { _ } = useLingui();
  return (
    <EditorApiProvider api={studioEditorApi}>
      {useRoutes([
        {
          element: (
            <RequireRole accountRole="instructor" forbidden={<StudioForbidden />}>
              <AdminLayout base="/studio" name={_('nav.studio')} nav={STUDIO_NAV} />
            </RequireRole>
          ),
          children: studioPageRoutes,
        },
      ])}
    </EditorApiProvider>
  );
}
