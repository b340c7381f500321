import { type Static, Type } from '@sinclair/typebox';
import { adminListQuery } from '../admin/common.js';
import { IsoDay } from '../admin/sales.js';
import { Envelope, Paged } from '../common.js';
import { CurrencyCode } from '../settings.js';

/**
 * Insight into how courses do (issue 23, item 5): per course for its instructors and admins, and per
 * instructor for admins. Days are UTC; cohort figures (completion, drop-off) are of the learners who
 * enrolled in the range.
 */

export const InsightPeriod = Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')]);
export type InsightPeriod = Static<typeof InsightPeriod>;

/** `?from=&to=&period=`: UTC days, both included (default the last 30 days, at most 366); period `day`. */
export const InsightQuery = Type.Object(
  { from: Type.Optional(IsoDay), to: Type.Optional(IsoDay), period: Type.Optional(InsightPeriod) },
  { additionalProperties: false },
);
export type InsightQuery = Static<typeof InsightQuery>;

/** A share in percent with two decimals; null when there is nothing to divide by. */
const Share = Type.Union([Type.Number(), Type.Null()]);
const Amounts = Type.Object({ USD: Type.Integer(), GBP: Type.Integer(), EUR: Type.Integer() });
const CourseRef = Type.Object({ id: Type.String(), slug: Type.String(), title: Type.String() });

/** Each period's first day (a Monday for weeks, the 1st for months), in order, the range's gaps as 0. */
const Series = Type.Object({
  enrolments: Type.Array(Type.Object({ start: Type.String(), count: Type.Integer() })),
  /** Sales net of refunds (a refunded sale is left out), per currency in minor units. */
  revenue: Type.Array(Type.Object({ start: Type.String(), amounts: Amounts })),
  /** Reviews written in the period (hidden ones left out) and their average, null without any. */
  ratings: Type.Array(
    Type.Object({
      start: Type.String(),
      count: Type.Integer(),
      average: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
});

export const InsightTotals = Type.Object({
  enrolments: Type.Integer(),
  /** Per currency over the range: net amount and how many sales brought it. */
  revenue: Type.Array(Type.Object({ currency: CurrencyCode, amount: Type.Integer(), sales: Type.Integer() })),
  /** Of the range's enrolments, those whose learner has completed every chapter. */
  completion: Type.Object({ enrolled: Type.Integer(), completed: Type.Integer(), rate: Share }),
  ratings: Type.Object({ count: Type.Integer(), average: Type.Union([Type.Number(), Type.Null()]) }),
});
export type InsightTotals = Static<typeof InsightTotals>;

/** One chapter in course order: of the range's enrolled learners, who opened it, who completed it. */
export const DropOffChapter = Type.Object({
  id: Type.String(),
  title: Type.String(),
  reached: Type.Integer(),
  completed: Type.Integer(),
  /** Learners who completed the step before (enrolment, for the first chapter) but not this one. */
  stopped: Type.Integer(),
});

export const QuizItemOption = Type.Object({
  id: Type.String(),
  text: Type.String(),
  isCorrect: Type.Boolean(),
  chosen: Type.Integer(),
  share: Share,
});

export const QuizItem = Type.Object({
  id: Type.String(),
  text: Type.String(),
  /** The chapter of a chapter quiz's question; null for the final pool's. */
  chapter: Type.Union([Type.Object({ id: Type.String(), title: Type.String() }), Type.Null()]),
  answers: Type.Integer(),
  correctShare: Share,
  options: Type.Array(QuizItemOption),
  /** `easy`: at least 95 % correct, `hard`: at most 5 %, each with at least 10 answers; else null. */
  flag: Type.Union([Type.Literal('easy'), Type.Literal('hard'), Type.Null()]),
});
export type QuizItem = Static<typeof QuizItem>;

export const CourseInsight = Type.Object({
  course: CourseRef,
  from: Type.String(),
  to: Type.String(),
  period: InsightPeriod,
  totals: InsightTotals,
  series: Series,
  dropOff: Type.Array(DropOffChapter),
  quizItems: Type.Array(QuizItem),
});
export type CourseInsight = Static<typeof CourseInsight>;
export const CourseInsightResponse = Envelope(CourseInsight);

/** One instructor in the admin list, over the range, all their courses (owned or co-authored) together. */
export const InstructorSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  courses: Type.Integer(),
  totals: InsightTotals,
});
export type InstructorSummary = Static<typeof InstructorSummary>;

/** `GET admin/instructors`: instructor accounts by name (search: name or email), paged, with a range. */
export const InstructorListQuery = adminListQuery({
  sort: Type.Optional(Type.Literal('name')),
  from: Type.Optional(IsoDay),
  to: Type.Optional(IsoDay),
});
export type InstructorListQuery = Static<typeof InstructorListQuery>;
export const InstructorListResponse = Envelope(Paged(InstructorSummary));

export const InstructorInsight = Type.Object({
  instructor: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() }),
  from: Type.String(),
  to: Type.String(),
  period: InsightPeriod,
  totals: InsightTotals,
  series: Series,
  /** One row per course, by enrolments in the range, most first. */
  courses: Type.Array(Type.Object({ course: CourseRef, totals: InsightTotals })),
});
export type InstructorInsight = Static<typeof InstructorInsight>;
export const InstructorInsightResponse = Envelope(InstructorInsight);
