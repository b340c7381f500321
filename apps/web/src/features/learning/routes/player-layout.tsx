import { Outlet, useLocation, useParams } from 'react-router';
import { useCourse } from '../../../api/get-course';
import { usePurchasedCourse } from '../../../api/get-purchased-course';
import { CourseOutlineNav } from '../components/course-outline-nav';
import { PlayerBreadcrumb } from '../components/player-breadcrumb';
import { PlayerLoadFailure } from '../components/player-load-failure';
import { PlayerShell } from '../components/player-shell';
import { PlayerNotFound, PlayerSkeleton } from '../components/player-states';
import { findChapter } from '../lib/outline';

/**
 * The player's frame (outline beside the page) around the pages other features add to the player:
 * a chapter's quiz and the final assessment (the router nests them here). Owners only, like the player.
 */
export function PlayerLayout() {
  const { slug = '', chapterId = '' } = useParams();
  // Opening another page of the player folds the outline away again on a phone.
  const { pathname } = useLocation();
  const course = useCourse(slug);
  const outline = usePurchasedCourse(course.data?.id);

  if (course.isError || outline.isError) {
    return <PlayerLoadFailure slug={slug} course={course} outline={outline} />;
  }
  if (!course.data || !outline.data) return <PlayerSkeleton />;
  // A quiz of a chapter that is not this course's.
  if (chapterId && !findChapter(outline.data.modules, chapterId)) return <PlayerNotFound what="chapter" />;

  return (
    <PlayerShell
      chapterId={pathname}
      outline={<CourseOutlineNav course={outline.data} currentChapterId={chapterId} />}
    >
      <PlayerBreadcrumb slug={slug} courseTitle={course.data.title} />
      <Outlet />
    </PlayerShell>
  );
}
