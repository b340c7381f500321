import type { CourseSummary } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/app-error.js';
import {
  countCourseItems,
  courseItemFlag,
  listCourseItemIds,
  toggleCourseItem,
} from '../../lib/course-item-table.js';
import { findPublishedCourse, summariesByIds } from '../catalogue/catalogue.service.js';

export const wishlistedFlag = (userId: string) => courseItemFlag('wishlistItems', userId);

/** Adds or removes a published course; answers whether it is now wishlisted. */
export async function toggleWishlist(ctx: AppContext, userId: string, courseId: string): Promise<boolean> {
  if (!(await findPublishedCourse(ctx, courseId))) throw notFound('This course does not exist');
  return toggleCourseItem(ctx.db, 'wishlistItems', userId, courseId);
}

export async function listWishlist(ctx: AppContext, userId: string, page: number, limit: number) {
  const [ids, total] = await Promise.all([
    listCourseItemIds(ctx.db, 'wishlistItems', userId, { limit, offset: (page - 1) * limit }),
    countCourseItems(ctx.db, 'wishlistItems', userId),
  ]);
  const items: CourseSummary[] = await summariesByIds(ctx, ids, userId);
  return { items, page, limit, total };
}
