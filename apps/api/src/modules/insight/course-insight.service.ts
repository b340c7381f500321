import type { CourseInsight, InsightQuery, QuizItem } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/executor.js';
import { notFound } from '../../lib/app-error.js';
import { reportRange } from '../../lib/day-range.js';
import { quizItemStats } from '../assessments/quiz-item-stats.service.js';
import { listOutline } from '../courses/chapters.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { chapterReach } from '../learning/cohort-progress.service.js';
import { learnersEnrolledIn } from '../purchases/course-enrolments.service.js';
import { percent } from './insight-periods.js';
import { seriesOf } from './insight-series.js';
import { sumTotals, toInsightTotals, totalsPerCourse } from './insight-totals.js';

/**
 * How one course does over a range. Each figure is an aggregate of the module owning its data
 * (purchases: enrolments and sales; learning: progress; assessments: answers; reviews: ratings;
 * courses: the outline's order and titles); this module only combines them.
 */

/** A question is flagged once it has this many answers and nearly everyone gets it right (or wrong). */
export const FLAG_MIN_ANSWERS = 10;
const EASY_AT_LEAST = 95;
const HARD_AT_MOST = 5;

/** GET instructor/courses/{id}/insight and admin/courses/{id}/insight (access checked by the route). */
export async function getCourseInsight(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  courseId: string,
  query: InsightQuery,
): Promise<CourseInsight> {
  const range = reportRange(query);
  const period = query.period ?? 'day';
  const course = (await courseLabelsByIds(db, ctx, [courseId])).get(courseId);
  if (!course) throw notFound('This course does not exist');
  const ids = [courseId];
  const [totals, series, outline, reach, questions] = await Promise.all([
    totalsPerCourse(db, ids, range.from, range.until),
    seriesOf(db, ids, range, period),
    listOutline(db, { courseId }),
    chapterReach(db, courseId, learnersEnrolledIn(db, ids, range.from, range.until)),
    quizItemStats(db, courseId, range.from, range.until),
  ]);
  const courseTotals = sumTotals(totals.values());
  const chapters = outline.flatMap((module) => module.chapters);

  // The funnel: each chapter loses those who completed the step before (enrolling, first) but not it.
  let before = courseTotals.enrolled;
  const dropOff = chapters.map((chapter) => {
    const { reached = 0, completed = 0 } = reach.get(chapter.id) ?? {};
    const stopped = Math.max(0, before - completed);
    before = completed;
    return { id: chapter.id, title: chapter.title, reached, completed, stopped };
  });

  const chapterOrder = new Map(chapters.map((chapter, i) => [chapter.id, i]));
  const titles = new Map(chapters.map((chapter) => [chapter.id, chapter.title]));
  const rank = (chapterId: string | null) =>
    chapterId === null ? chapters.length : (chapterOrder.get(chapterId) ?? chapters.length);
  const quizItems: QuizItem[] = questions
    .map((question, i) => ({ question, i }))
    .sort((a, b) => rank(a.question.chapterId) - rank(b.question.chapterId) || a.i - b.i)
    .map(({ question }) => {
      const correctShare = percent(question.correct, question.answers);
      const isRated = question.answers >= FLAG_MIN_ANSWERS && correctShare !== null;
      return {
        id: question.id,
        text: question.text,
        chapter:
          question.chapterId === null
            ? null
            : { id: question.chapterId, title: titles.get(question.chapterId) ?? '' },
        answers: question.answers,
        correctShare,
        options: question.options.map((option) => ({
          ...option,
          share: percent(option.chosen, question.answers),
        })),
        flag: !isRated
          ? null
          : correctShare >= EASY_AT_LEAST
            ? 'easy'
            : correctShare <= HARD_AT_MOST
              ? 'hard'
              : null,
      };
    });

  return {
    course: { id: course.id, slug: course.slug, title: course.title },
    from: range.fromDay,
    to: range.toDay,
    period,
    totals: toInsightTotals(courseTotals),
    series,
    dropOff,
    quizItems,
  };
}
