import type { CurrencyCode } from '@coursewise/contract';
import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import * as repo from './course-enrolments.repository.js';

/**
 * Enrolments and sales of given courses over [from, until), for the insight. A refund revokes its
 * purchase, so a refunded sale is simply left out (as on the dashboard); revenue is the sales'
 * charged amounts (source `sale`) per currency, never added across currencies.
 */

/** Given the caller's `table.column` names of a learner and a course, a subquery for `exists`. */
export type EnrolmentCohort = (columns: { learner: string; course: string }) => OperandExpression<unknown>;

export interface CourseEnrolmentTotals {
  enrolments: number;
  sales: { currency: CurrencyCode; amount: number; sales: number }[];
}

/** Enrolments per UTC day (days without any absent). */
export async function courseEnrolmentsByDay(
  db: Executor,
  courseIds: readonly string[],
  from: string,
  until: string,
): Promise<{ day: string; count: number }[]> {
  if (courseIds.length === 0) return [];
  const rows = await repo.enrolmentsByDay(db, courseIds, from, until);
  return rows.map((row) => ({ day: row.day, count: Number(row.n) }));
}

/** Sales net of refunds per UTC day and currency, in minor units. */
export async function courseSalesByDay(
  db: Executor,
  courseIds: readonly string[],
  from: string,
  until: string,
): Promise<{ day: string; currency: CurrencyCode; amount: number }[]> {
  if (courseIds.length === 0) return [];
  const rows = await repo.salesByDay(db, courseIds, from, until);
  return rows.map((row) => ({
    day: row.day,
    currency: row.currency as CurrencyCode,
    amount: Number(row.amount),
  }));
}

/** Per course: enrolments and sales per currency (courses without any absent). */
export async function courseEnrolmentTotals(
  db: Executor,
  courseIds: readonly string[],
  from: string,
  until: string,
): Promise<Map<string, CourseEnrolmentTotals>> {
  const totals = new Map<string, CourseEnrolmentTotals>();
  if (courseIds.length === 0) return totals;
  for (const row of await repo.enrolmentsPerCourse(db, courseIds, from, until)) {
    const course = totals.get(row.courseId) ?? { enrolments: 0, sales: [] };
    course.enrolments += Number(row.n);
    if (row.source === 'sale')
      course.sales.push({
        currency: row.currency as CurrencyCode,
        amount: Number(row.amount),
        sales: Number(row.n),
      });
    totals.set(row.courseId, course);
  }
  return totals;
}

/**
 * The cohort of the range's enrolments, for another module's rows of one learner and one course: given
 * the columns naming them, a subquery that has a row when that learner enrolled in that course in the
 * range (learning's completion, which asks it of a few thousand learners at most).
 */
export function enrolledInRange(db: Executor, from: string, until: string): EnrolmentCohort {
  return (columns) => repo.enrolmentOf(db, columns, from, until);
}

/** Ids of the learners who enrolled in the range in any of the courses, as a subquery (learning's funnel). */
export function learnersEnrolledIn(
  db: Executor,
  courseIds: readonly string[],
  from: string,
  until: string,
): OperandExpression<string> {
  return repo.learnerIdsEnrolled(db, courseIds, from, until);
}
