import { useLingui } from '@lingui/react';
import { ForbiddenPage } from '../layout/forbidden-page';

/** What a signed-in learner (or admin) sees at /studio. */
export function StudioForbidden() {
  const { _ } = useLingui();
  return (
    <ForbiddenPage
      title={_('console.studioForbidden.title')}
      message={_('console.studioForbidden.message')}
    />
  );
}
