import type { AppContext } from '../../app-context.js';
import { getProfile } from '../account/account.service.js';
import { getCourseDetails } from '../catalogue/catalogue.service.js';
import { getChapter } from '../learning/chapter.service.js';
import { getPurchasedCourse } from '../learning/learning.service.js';
import { getSettings } from '../settings/settings.service.js';
import { type FirstPaint, optional, query, withSettings } from './first-paint.service.js';

/**
 * The player's first screen for the learner whose session cookie came with the page: their profile,
 * the course, its outline with their progress, and the chapter the page opens (the one to continue
 * with on /learn/{slug}). Without it the player waited for four API answers in a row after the script
 * (profile, course, outline, chapter). Each part is the learner's own answer from the modules'
 * services, under the web app's query keys; a course they do not own carries no outline or chapter
 * (the page then says so as usual). Null for an account that is gone.
 */
export async function playerFirstPaint(
  ctx: AppContext,
  userId: string,
  slug: string,
  chapterId: string | null,
): Promise<FirstPaint | null> {
  const [viewer, settings, course] = await Promise.all([
    optional(getProfile(ctx, userId)),
    optional(getSettings(ctx)),
    optional(getCourseDetails(ctx, { slug }, userId)),
  ]);
  if (!viewer) return null;
  const outline = course?.isPurchased ? await optional(getPurchasedCourse(ctx, userId, course.id)) : null;
  const opened = chapterId ?? outline?.nextChapterId ?? null;
  const chapter = outline && opened ? await optional(getChapter(ctx, opened, userId)) : null;
  const data = withSettings(settings, [
    query(['courses', 'details', slug], course),
    course ? query(['learning', 'course', course.id], outline) : null,
    opened ? query(['learning', 'chapter', opened], chapter) : null,
  ]);
  return { data: { ...data, viewer } };
}
