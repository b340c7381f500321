import { courseKeys, learningKeys } from '@coursewise/contract/query-keys';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { getProfile } from '../account/account.service.js';
import { getViewerCourseDetails } from '../catalogue/catalogue.service.js';
import { getChapter } from '../learning/chapter.service.js';
import { getSettings } from '../settings/settings.service.js';
import { getPurchasedCourse } from '../study/study.service.js';
import { type FirstPaint, optional, query, withSettings } from './first-paint.service.js';

/**
 * The player's first screen for the learner whose session cookie came with the page: their profile,
 * the course, its outline with their progress, and the chapter the page opens (the one to continue
 * with on /learn/{slug}). Without it the player waited for four API answers in a row after the script
 * (profile, course, outline, chapter). Each part is the learner's own answer from the modules'
 * services, under the web app's query keys; a course they do not own carries no outline or chapter
 * (the page then says so as usual). Null for an account that is gone. `isCourseMissing` when the
 * catalogue answers that no course has the slug, so the page goes out as a 404.
 */
export async function playerFirstPaint(
  ctx: AppContext,
  userId: string,
  slug: string,
  chapterId: string | null,
): Promise<(FirstPaint & { isCourseMissing: boolean }) | null> {
  let isCourseMissing = false;
  const [viewer, settings, course] = await Promise.all([
    optional(getProfile(ctx, userId)),
    optional(getSettings(ctx)),
    getViewerCourseDetails(ctx, { slug }, userId).then(
      (page) => page.details,
      (error: unknown) => {
        // Only the catalogue's own "no such course" says the address names nothing; other failures
        // leave the page as usual (it fetches, and says what went wrong).
        isCourseMissing = error instanceof AppError && error.status === 404;
        return null;
      },
    ),
  ]);
  if (!viewer) return null;
  const outline = course?.isPurchased ? await optional(getPurchasedCourse(ctx, userId, course.id)) : null;
  const opened = chapterId ?? outline?.nextChapterId ?? null;
  const chapter = outline && opened ? await optional(getChapter(ctx, opened, userId)) : null;
  const data = withSettings(settings, [
    query(courseKeys.details(slug), course),
    course ? query(learningKeys.course(course.id), outline) : null,
    opened ? query(learningKeys.chapter(opened), chapter) : null,
  ]);
  return { data: { ...data, viewer }, isCourseMissing };
}
