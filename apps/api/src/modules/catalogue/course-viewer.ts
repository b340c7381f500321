import type { CourseDetails } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { ownReviewColumn, readOwnReview } from '../reviews/reviews.service.js';
import * as flagsRepo from './learner-flags.repository.js';
import type { Flags } from './viewer-template.js';

/**
 * What only the signed-in learner sees of the catalogue: their flags and their own review. Never
 * cached; a signed-in answer is the public (cached) answer plus this, read in one query.
 */

type ViewerDeps = Pick<AppContext, 'db' | 'dialect' | 'learnerFlags'>;

/** Flags by course from rows naming a course and one of its flags. */
function flagsByCourse(rows: { courseId: string; flag: string }[]): (courseId: string) => Flags {
  const byId = new Map<string, Flags>();
  for (const { courseId, flag } of rows) {
    if (flag !== 'isWishlisted' && flag !== 'isInCart' && flag !== 'isPurchased') continue;
    const flags = byId.get(courseId) ?? { isWishlisted: false, isInCart: false, isPurchased: false };
    flags[flag] = true;
    byId.set(courseId, flags);
  }
  return (courseId) => byId.get(courseId) ?? { isWishlisted: false, isInCart: false, isPurchased: false };
}

/** The learner's flags for any course, from one query of everything they have flagged. */
export async function flagsOfLearner(ctx: ViewerDeps, userId: string): Promise<(courseId: string) => Flags> {
  return flagsByCourse(await flagsRepo.listFlaggedCourses(ctx.db, userId, ctx.learnerFlags));
}

/** The learner's flags for one course and their review of it, in one query. */
export async function viewerOfCourse(
  ctx: ViewerDeps,
  courseId: string,
  userId: string,
): Promise<{ flags: Flags; myReview: CourseDetails['myReview'] | null }> {
  const rows = await flagsRepo.findViewerRows(ctx.db, courseId, userId, {
    flags: ctx.learnerFlags,
    ownReview: (id) => ownReviewColumn(ctx.dialect, id),
  });
  const review = rows.find((row) => row.flag === 'ownReview')?.ownReview ?? null;
  return { flags: flagsByCourse(rows)(courseId), myReview: readOwnReview(review) };
}

/** The public form of a course page: without anyone's flags or own review. */
export function withoutViewer(details: CourseDetails): CourseDetails {
  const { isWishlisted, isInCart, isPurchased, myReview, ...page } = details;
  return page;
}
