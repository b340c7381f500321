import { utcDay } from '../../db/day-bucket.js';
import type { Executor } from '../../db/executor.js';

/** The SQL of the insight's ratings: visible reviews of given courses written in [from, until). */

function visible(db: Executor, courseIds: readonly string[], from: string, until: string) {
  return db
    .selectFrom('reviews')
    .where('courseId', 'in', courseIds)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', until)
    .where('hidden', '=', 0);
}

export function ratingsByDay(db: Executor, courseIds: readonly string[], from: string, until: string) {
  const day = utcDay(db, 'reviews.createdAt');
  return visible(db, courseIds, from, until)
    .select([
      day.as('day'),
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('rating').as('sum'),
    ])
    .groupBy(day)
    .execute();
}

export function ratingsPerCourse(db: Executor, courseIds: readonly string[], from: string, until: string) {
  return visible(db, courseIds, from, until)
    .select([
      'courseId',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('rating').as('sum'),
    ])
    .groupBy('courseId')
    .execute();
}
