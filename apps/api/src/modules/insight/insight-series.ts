import type { CourseInsight, InsightPeriod } from '@coursewise/contract';
import type { Executor } from '../../db/executor.js';
import { courseEnrolmentsByDay, courseSalesByDay } from '../purchases/course-enrolments.service.js';
import { ratingsByDay } from '../reviews/rating-stats.service.js';
import { average, periodStarts, sumByPeriod, zeroAmounts } from './insight-periods.js';

/** Enrolments, revenue and ratings of the courses over the range, each period of it in order. */
export async function seriesOf(
  db: Executor,
  courseIds: readonly string[],
  range: { fromDay: string; toDay: string; from: string; until: string },
  period: InsightPeriod,
): Promise<CourseInsight['series']> {
  const [enrolments, sales, ratings] = await Promise.all([
    courseEnrolmentsByDay(db, courseIds, range.from, range.until),
    courseSalesByDay(db, courseIds, range.from, range.until),
    ratingsByDay(db, courseIds, range.from, range.until),
  ]);
  const starts = periodStarts(range.fromDay, range.toDay, period);
  const counts = sumByPeriod(
    starts,
    enrolments,
    period,
    () => ({ count: 0 }),
    (into, row) => {
      into.count += row.count;
    },
  );
  const amounts = sumByPeriod(starts, sales, period, zeroAmounts, (into, row) => {
    into[row.currency] += row.amount;
  });
  const rated = sumByPeriod(
    starts,
    ratings,
    period,
    () => ({ count: 0, sum: 0 }),
    (into, row) => {
      into.count += row.count;
      into.sum += row.sum;
    },
  );
  return {
    enrolments: starts.map((start) => ({ start, count: counts.get(start)?.count ?? 0 })),
    revenue: starts.map((start) => ({ start, amounts: amounts.get(start) ?? zeroAmounts() })),
    ratings: starts.map((start) => {
      const { count, sum } = rated.get(start) ?? { count: 0, sum: 0 };
      return { start, count, average: average(sum, count) };
    }),
  };
}
