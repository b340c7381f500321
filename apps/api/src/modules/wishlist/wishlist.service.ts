import type { CourseSummary, Paged } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { notFound } from '../../lib/app-error.js';
import type { CourseFlag } from '../courses/course-summary.js';
import { findPublishedCourse, summariesByIds } from '../courses/courses.service.js';
import * as repo from './wishlist.repository.js';

/** The learner's "wishlisted" flag, for course queries (wired into `ctx.learnerFlags`). */
export function wishlistedFlag(userId: string): CourseFlag {
  return repo.wishlistedFlag(userId);
}

/** Adds or removes a published course; answers whether it is now wishlisted. */
export async function toggleWishlist(db: Executor, userId: string, courseId: string): Promise<boolean> {
  if (!(await findPublishedCourse(db, courseId))) throw notFound('This course does not exist');
  if (await repo.deleteWishlistItem(db, userId, courseId)) return false;
  await repo.insertWishlistItem(db, userId, courseId);
  return true;
}

export async function listWishlist(
  ctx: AppContext,
  userId: string,
  page: number,
  limit: number,
): Promise<Paged<CourseSummary>> {
  const { courseIds, total } = await repo.listWishlistPage(ctx.db, userId, {
    limit,
    offset: (page - 1) * limit,
  });
  return { items: await summariesByIds(ctx, courseIds, userId), page, limit, total };
}
