import type { CurrencyCode } from '@coursewise/contract';
import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import * as repo from './course-enrolments.repository.js';

/**
 * Enrolments and sales of given courses over [from, until), for the insight. A refund revokes its
 * purchase, so a refunded sale is simply left out (as on the dashboard); revenue is the sales'
 * charged amounts (source `sale`) per currency, never added across currencies.
 */

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

/** Who enrolled in which of the courses in the range. */
export async function courseEnrolments(
  db: Executor,
  courseIds: readonly string[],
  from: string,
  until: string,
): Promise<{ userId: string; courseId: string }[]> {
  if (courseIds.length === 0) return [];
  return repo.enrolmentsOf(db, courseIds, from, until);
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
