import type { CurrencyCode, Dashboard, DashboardQuery } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { daysBetween, reportRange } from '../../lib/day-range.js';
import { countLearners } from '../account/account-directory.service.js';
import { finalResults } from '../assessments/final-results.service.js';
import { countCoursesAwaitingReview } from '../authoring/course-review.service.js';
import { countValidCertificates } from '../certificates/certificate-stats.service.js';
import { chapterCounts, countPublishedCourses } from '../courses/course-stats.service.js';
import { type CourseLabel, courseLabelsByIds } from '../courses/courses.service.js';
import { completedChaptersOf } from '../learning/completion.service.js';
import { revenueByDay, revenueTotals, topCoursesByRevenue } from '../payments/revenue.service.js';
import {
  enrolmentsByDay,
  enrolmentsBySource,
  listEnrolments,
  topEnrolledCourses,
} from '../purchases/purchases.service.js';

/**
 * The admin dashboard. Each figure is an aggregate offered by the module that owns the data (payments:
 * revenue; purchases: enrolments; learning: completed chapters; courses: chapter counts; assessments:
 * final results; certificates, accounts: totals; authoring: courses awaiting review); this module only
 * combines them.
 */

const TOP = 5;
const currencies: CurrencyCode[] = ['USD', 'GBP', 'EUR'];

/** `part ÷ whole` in percent with two decimals, or null when there is nothing to divide by. */
const percent = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 10_000) / whole) / 100;

/** GET admin/dashboard. */
export async function getDashboard(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  query: DashboardQuery,
): Promise<Dashboard> {
  const { fromDay, toDay, from, until } = reportRange(query);
  const [
    revenueDays,
    totals,
    enrolmentDays,
    byRevenue,
    byEnrolments,
    finals,
    learners,
    publishedCourses,
    certificates,
    bySource,
    coursesAwaitingReview,
  ] = await Promise.all([
    revenueByDay(db, from, until),
    revenueTotals(db, from, until),
    enrolmentsByDay(db, from, until),
    topCoursesByRevenue(db, from, until, TOP),
    topEnrolledCourses(db, from, until, TOP),
    finalResults(db, from, until),
    countLearners(db),
    countPublishedCourses(db),
    countValidCertificates(db),
    enrolmentsBySource(db, from, until),
    countCoursesAwaitingReview(db),
  ]);
  const completion = await completionOf(db, from, until);
  const labels = await courseLabelsByIds(db, ctx, [
    ...byRevenue.map((c) => c.courseId),
    ...byEnrolments.map((c) => c.courseId),
  ]);
  const courseRef = (id: string) => refOf(id, labels.get(id));

  const days = daysBetween(fromDay, toDay);
  const revenue = new Map(revenueDays.map((r) => [`${r.day}:${r.currency}`, r.amount]));
  const enrolled = new Map(enrolmentDays.map((r) => [r.day, r.count]));
  return {
    from: fromDay,
    to: toDay,
    revenue: {
      days: days.map((day) => ({
        day,
        amounts: {
          USD: revenue.get(`${day}:USD`) ?? 0,
          GBP: revenue.get(`${day}:GBP`) ?? 0,
          EUR: revenue.get(`${day}:EUR`) ?? 0,
        },
      })),
      totals: totals.filter((row) => currencies.includes(row.currency)),
    },
    enrolments: {
      total: enrolmentDays.reduce((sum, row) => sum + row.count, 0),
      days: days.map((day) => ({ day, count: enrolled.get(day) ?? 0 })),
      bySource,
    },
    completion,
    finalAssessment: { ...finals, rate: percent(finals.passed, finals.takers) },
    topCourses: {
      byRevenue: byRevenue.map((c) => ({
        course: courseRef(c.courseId),
        revenueUsd: c.revenueUsd,
        amounts: c.amounts,
        sales: c.sales,
      })),
      byEnrolments: byEnrolments.map((c) => ({ course: courseRef(c.courseId), enrolments: c.enrolments })),
    },
    totals: { learners, publishedCourses, certificates, coursesAwaitingReview },
  };
}

/** Of the range's enrolments, those whose learner has completed every chapter of the course. */
async function completionOf(db: Executor, from: string, until: string): Promise<Dashboard['completion']> {
  const enrolments = await listEnrolments(db, from, until);
  const [chapters, completed] = await Promise.all([
    chapterCounts(
      db,
      enrolments.map((e) => e.courseId),
    ),
    completedChaptersOf(db, enrolments),
  ]);
  const done = enrolments.filter((e) => {
    const total = chapters.get(e.courseId) ?? 0;
    return total > 0 && (completed.get(`${e.userId}:${e.courseId}`) ?? 0) >= total;
  }).length;
  return { enrolments: enrolments.length, completed: done, rate: percent(done, enrolments.length) };
}

function refOf(id: string, label: CourseLabel | undefined) {
  return { id, slug: label?.slug ?? '', title: label?.title ?? 'A course no longer offered' };
}
