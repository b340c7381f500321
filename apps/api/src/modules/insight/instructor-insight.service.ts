import type {
  InsightQuery,
  InstructorInsight,
  InstructorListQuery,
  InstructorSummary,
  Paged,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { notFound } from '../../lib/app-error.js';
import { reportRange } from '../../lib/day-range.js';
import { findInstructor, instructorPage } from '../account/account-directory.service.js';
import { coursesTaughtByEach } from '../authoring/course-instructors.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { seriesOf } from './insight-series.js';
import { sumTotals, toInsightTotals, totalsPerCourse } from './insight-totals.js';

/**
 * The admin's insight per instructor: the courses each instructor owns or co-authors, added up (a
 * course with two instructors counts fully for each). Figures come from the owners' aggregates.
 */

/** GET admin/instructors: instructor accounts by name, each with their courses' totals in the range. */
export async function listInstructors(
  db: Executor,
  query: InstructorListQuery,
): Promise<Paged<InstructorSummary>> {
  const range = reportRange(query);
  const window = listWindow(query, { name: 'lastName' }, 'asc');
  const { rows, total } = await instructorPage(db, query.search, window);
  const courses = await coursesTaughtByEach(
    db,
    rows.map((row) => row.id),
  );
  const totals = await totalsPerCourse(
    db,
    [...new Set([...courses.values()].flat())],
    range.from,
    range.until,
  );
  const items = rows.map((row) => {
    const ids = courses.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name ?? '',
      email: row.email,
      courses: ids.length,
      totals: toInsightTotals(sumTotals(ids.flatMap((id) => totals.get(id) ?? []))),
    };
  });
  return pagedOf(window, items, total);
}

/** GET admin/instructors/{id}/insight: 404 unless the id is a live instructor. */
export async function getInstructorInsight(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  instructorId: string,
  query: InsightQuery,
): Promise<InstructorInsight> {
  const range = reportRange(query);
  const period = query.period ?? 'day';
  const instructor = await findInstructor(db, instructorId);
  if (!instructor) throw notFound('This instructor does not exist');
  const ids = (await coursesTaughtByEach(db, [instructorId])).get(instructorId) ?? [];
  const [totals, series, labels] = await Promise.all([
    totalsPerCourse(db, ids, range.from, range.until),
    seriesOf(db, ids, range, period),
    courseLabelsByIds(db, ctx, ids),
  ]);
  const courses = ids
    .flatMap((id) => {
      const label = labels.get(id);
      const course = totals.get(id);
      return label && course ? [{ label, course }] : [];
    })
    .sort((a, b) => b.course.enrolments - a.course.enrolments || a.label.title.localeCompare(b.label.title))
    .map(({ label, course }) => ({
      course: { id: label.id, slug: label.slug, title: label.title },
      totals: toInsightTotals(course),
    }));
  return {
    instructor: { id: instructor.id, name: instructor.name ?? '', email: instructor.email },
    from: range.fromDay,
    to: range.toDay,
    period,
    totals: toInsightTotals(sumTotals(totals.values())),
    series,
    courses,
  };
}
