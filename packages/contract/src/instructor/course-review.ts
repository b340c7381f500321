import { type Static, Type } from '@sinclair/typebox';

/** Review of studio courses: an instructor submits a draft, an admin publishes it or returns it with a note. */

export const courseReviewLimits = { noteMax: 2000 } as const;

/** Where a course stands in review; a course never submitted, or published, has none (null). */
export const CourseReviewStatus = Type.Union([Type.Literal('submitted'), Type.Literal('returned')]);
export type CourseReviewStatus = Static<typeof CourseReviewStatus>;

export const CourseReview = Type.Object({
  status: CourseReviewStatus,
  /** The admin's note when the course was last returned (kept while it is resubmitted), else null. */
  note: Type.Union([Type.String(), Type.Null()]),
  submittedAt: Type.String(),
  /** When it was last returned; null while no submission of it has been returned. */
  returnedAt: Type.Union([Type.String(), Type.Null()]),
});
export type CourseReview = Static<typeof CourseReview>;

/** `POST instructor/courses/{id}/submit`: the body is `{}` (the course is read as it stands). */
export const SubmitCourseBody = Type.Object({}, { additionalProperties: false });
export type SubmitCourseBody = Static<typeof SubmitCourseBody>;

/** `POST admin/courses/{id}/return`: what the instructor must change, mailed to them and shown in the studio. */
export const ReturnCourseBody = Type.Object(
  { note: Type.String({ minLength: 1, maxLength: courseReviewLimits.noteMax }) },
  { additionalProperties: false },
);
export type ReturnCourseBody = Static<typeof ReturnCourseBody>;
