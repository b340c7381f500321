import type { Cart, CurrencyCode } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { conflict, notFound, unprocessable } from '../../lib/app-error.js';
import { convertCents } from '../../lib/currency.js';
import type { CourseFlag } from '../courses/course-summary.js';
import { findPublishedCourse, summariesByIds } from '../courses/courses.service.js';
import { hasPurchased } from '../purchases/purchases.service.js';
import { getCurrencyRates } from '../settings/settings.service.js';
import * as repo from './cart.repository.js';

const CART_MAX = 100;

/** The learner's "in my cart" flag, for course queries (wired into `ctx.learnerFlags`). */
export function inCartFlag(userId: string): CourseFlag {
  return repo.inCartFlag(userId);
}

/**
 * Adds or removes a published course; a course the learner already owns is refused, and so are a
 * free course (422: it is enrolled in, never bought) and a course past the cart's limit. One transaction, holding the learner's cart lock, so concurrent adds
 * cannot overfill it; `db` may be the caller's transaction.
 */
export async function toggleCart(
  db: Executor,
  ctx: Pick<AppContext, 'dialect'>,
  userId: string,
  courseId: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await repo.lockCart(trx, ctx.dialect, userId);
    const course = await findPublishedCourse(trx, courseId);
    if (!course) throw notFound('This course does not exist');
    if (await hasPurchased(trx, userId, courseId)) throw conflict('You already own this course');
    if (await repo.deleteCartItem(trx, userId, courseId)) return false;
    // Nothing to pay for: the course page enrols instead. One made free while in a cart still comes out.
    if (course.priceCents === 0)
      throw unprocessable('COURSE_IS_FREE', `${course.title} is free: enrol in it from its page`);
    if ((await repo.countCartItems(trx, userId)) >= CART_MAX) {
      throw conflict(`Your cart can hold at most ${CART_MAX} courses`);
    }
    await repo.insertCartItem(trx, userId, courseId);
    return true;
  });
}

/** The ids of the courses in the learner's cart, newest first (checkout reads them in its transaction). */
export function cartCourseIds(db: Executor, userId: string): Promise<string[]> {
  return repo.listCartCourseIds(db, userId, CART_MAX);
}

/**
 * Takes bought courses out of the learner's cart, in the checkout's transaction. It holds the cart
 * lock like `toggleCart`, so an add racing the checkout sees the purchase and is refused.
 */
export async function removeFromCart(
  db: Executor,
  ctx: Pick<AppContext, 'dialect'>,
  userId: string,
  courseIds: string[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await repo.lockCart(trx, ctx.dialect, userId);
    await repo.deleteCartItems(trx, userId, courseIds);
  });
}

/** The cart priced by the server: each course converted as round(price × rate), then summed; free ones left out. */
export async function getCart(ctx: AppContext, userId: string, currency: CurrencyCode): Promise<Cart> {
  const [ids, rates] = await Promise.all([
    repo.listCartCourseIds(ctx.db, userId, CART_MAX),
    getCurrencyRates(ctx.db),
  ]);
  // A course made free while in the cart is left out, as the checkout leaves it out.
  const courses = (await summariesByIds(ctx, ids, userId)).filter(
    (course) => !course.isPurchased && course.price > 0,
  );
  const items = courses.map((course) => ({
    ...course,
    convertedPrice: convertCents(course.price, currency, rates),
  }));
  const subtotal = items.reduce((sum, item) => sum + item.convertedPrice, 0);
  return { items, currency, subtotal, total: subtotal };
}
