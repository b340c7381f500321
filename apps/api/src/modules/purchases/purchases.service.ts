import type { AppContext } from '../../app-context.js';
import * as repo from './purchases.repository.js';

/** Purchases are written by the payments flow (next issue); these are the reads other modules need. */
export const purchasedFlag = repo.purchasedFlag;
export const hasPurchased = (ctx: AppContext, userId: string, courseId: string) =>
  repo.hasPurchase(ctx.db, userId, courseId);
