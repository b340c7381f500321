import { ForbiddenPage } from '../layout/forbidden-page';

/** What a signed-in learner (or admin) sees at /studio. */
export function StudioForbidden() {
  return (
    <ForbiddenPage
      title="You cannot open the studio"
      message="The studio is where instructors edit their own courses, and your account is not an instructor’s. Ask an administrator if you teach here."
    />
  );
}
