import type { CurrencyCode, InsightTotals } from '@coursewise/contract';
import type { Executor } from '../../db/executor.js';
import { chapterCounts } from '../courses/course-stats.service.js';
import { completionsPerCourse } from '../learning/cohort-progress.service.js';
import { courseEnrolmentTotals, enrolledInRange } from '../purchases/course-enrolments.service.js';
import { ratingsPerCourse } from '../reviews/rating-stats.service.js';
import { average, currencies, percent } from './insight-periods.js';

/** Range totals per course, from each owner's aggregate, and their sum over several courses. */

/** Totals with the rating sum kept, so several courses' totals add up exactly. */
export interface CourseTotals {
  enrolments: number;
  revenue: Map<CurrencyCode, { amount: number; sales: number }>;
  enrolled: number;
  completed: number;
  ratingCount: number;
  ratingSum: number;
}

const empty = (): CourseTotals => ({
  enrolments: 0,
  revenue: new Map(),
  enrolled: 0,
  completed: 0,
  ratingCount: 0,
  ratingSum: 0,
});

/** Each course's totals over [from, until); completion counts the range's enrolments. */
export async function totalsPerCourse(
  db: Executor,
  courseIds: readonly string[],
  from: string,
  until: string,
): Promise<Map<string, CourseTotals>> {
  const chapters = await chapterCounts(db, [...courseIds]);
  const [enrolmentTotals, completed, ratings] = await Promise.all([
    courseEnrolmentTotals(db, courseIds, from, until),
    completionsPerCourse(db, chapters, enrolledInRange(db, from, until)),
    ratingsPerCourse(db, courseIds, from, until),
  ]);
  const totals = new Map(courseIds.map((id) => [id, empty()]));
  for (const [courseId, row] of enrolmentTotals) {
    const course = totals.get(courseId);
    if (!course) continue;
    // The cohort: the range's enrolments (the same live purchases).
    course.enrolments = row.enrolments;
    course.enrolled = row.enrolments;
    course.completed = completed.get(courseId) ?? 0;
    for (const sale of row.sales)
      course.revenue.set(sale.currency, { amount: sale.amount, sales: sale.sales });
  }
  for (const [courseId, rating] of ratings) {
    const course = totals.get(courseId);
    if (!course) continue;
    course.ratingCount = rating.count;
    course.ratingSum = rating.sum;
  }
  return totals;
}

/** Several courses' totals added up. */
export function sumTotals(all: Iterable<CourseTotals>): CourseTotals {
  const sum = empty();
  for (const course of all) {
    sum.enrolments += course.enrolments;
    sum.enrolled += course.enrolled;
    sum.completed += course.completed;
    sum.ratingCount += course.ratingCount;
    sum.ratingSum += course.ratingSum;
    for (const [currency, row] of course.revenue) {
      const into = sum.revenue.get(currency) ?? { amount: 0, sales: 0 };
      into.amount += row.amount;
      into.sales += row.sales;
      sum.revenue.set(currency, into);
    }
  }
  return sum;
}

/** The contract's shape: currencies in a fixed order, those without sales left out. */
export function toInsightTotals(totals: CourseTotals): InsightTotals {
  return {
    enrolments: totals.enrolments,
    revenue: currencies.flatMap((currency) => {
      const row = totals.revenue.get(currency);
      return row ? [{ currency, amount: row.amount, sales: row.sales }] : [];
    }),
    completion: {
      enrolled: totals.enrolled,
      completed: totals.completed,
      rate: percent(totals.completed, totals.enrolled),
    },
    ratings: { count: totals.ratingCount, average: average(totals.ratingSum, totals.ratingCount) },
  };
}
