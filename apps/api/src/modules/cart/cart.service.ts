import type { Cart, CurrencyCode } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { countCourseItems, listCourseItemIds, toggleCourseItem } from '../../lib/course-item-table.js';
import { convertCents } from '../../lib/currency.js';
import { findPublishedCourse, summariesByIds } from '../catalogue/catalogue.service.js';
import { hasPurchased } from '../purchases/purchases.service.js';
import { getCurrencyRates } from '../settings/settings.service.js';

const CART_MAX = 100;

/** Adds or removes a published course; a course the learner already owns is refused. */
export async function toggleCart(ctx: AppContext, userId: string, courseId: string): Promise<boolean> {
  if (!(await findPublishedCourse(ctx, courseId))) throw notFound('This course does not exist');
  if (await hasPurchased(ctx, userId, courseId)) throw conflict('You already own this course');
  const inCart = await toggleCourseItem(ctx.db, 'cartItems', userId, courseId);
  if (inCart && (await countCourseItems(ctx.db, 'cartItems', userId)) > CART_MAX) {
    await toggleCourseItem(ctx.db, 'cartItems', userId, courseId);
    throw conflict(`Your cart can hold at most ${CART_MAX} courses`);
  }
  return inCart;
}

/** The cart priced by the server: each course converted as round(price × rate), then summed. */
export async function getCart(ctx: AppContext, userId: string, currency: CurrencyCode): Promise<Cart> {
  const [ids, rates] = await Promise.all([
    listCourseItemIds(ctx.db, 'cartItems', userId, { limit: CART_MAX, offset: 0 }),
    getCurrencyRates(ctx),
  ]);
  const courses = (await summariesByIds(ctx, ids, userId)).filter((course) => !course.isPurchased);
  const items = courses.map((course) => ({
    ...course,
    convertedPrice: convertCents(course.price, currency, rates),
  }));
  const subtotal = items.reduce((sum, item) => sum + item.convertedPrice, 0);
  return { items, currency, subtotal, total: subtotal };
}
