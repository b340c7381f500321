import type { Executor } from '../../db/executor.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { type AssessmentSettings, findAssessmentSettings } from '../courses/courses.service.js';
import { hasPurchased } from '../purchases/purchases.service.js';

export const NOT_BOUGHT = 'Buy this course to take its assessments';

/**
 * A course the learner owns, with its assessment settings: 404 unknown, 403 not bought. Its owners keep
 * an unpublished course (unpublishing stops sales only); to anyone else it is unknown.
 */
export async function ownedCourse(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<AssessmentSettings> {
  const course = await findAssessmentSettings(db, courseId);
  if (!course) throw notFound('This course does not exist');
  if (!(await hasPurchased(db, userId, course.courseId))) {
    throw course.published ? forbidden(NOT_BOUGHT) : notFound('This course does not exist');
  }
  return course;
}
