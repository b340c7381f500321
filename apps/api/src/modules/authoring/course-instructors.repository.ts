import type { Executor } from '../../db/executor.js';
import type { CourseInstructorsTable } from '../../db/schema.js';

/** The SQL of course_instructors: who may edit a course in the studio. Only the authoring module reads it. */

export function findCourseRole(
  db: Executor,
  courseId: string,
  userId: string,
): Promise<{ role: CourseInstructorsTable['role'] } | undefined> {
  return db
    .selectFrom('courseInstructors')
    .select('role')
    .where('courseId', '=', courseId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function courseIdsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('courseInstructors')
    .select('courseId')
    .where('userId', '=', userId)
    .execute();
  return rows.map((row) => row.courseId);
}

export function listCourseInstructors(db: Executor, courseIds: readonly string[]) {
  return db
    .selectFrom('courseInstructors')
    .select(['courseId', 'userId', 'role', 'createdAt'])
    .where('courseId', 'in', courseIds)
    .orderBy('createdAt')
    .orderBy('userId')
    .execute();
}

export async function insertCourseInstructor(db: Executor, row: CourseInstructorsTable): Promise<void> {
  await db.insertInto('courseInstructors').values(row).execute();
}

export async function deleteCourseInstructor(db: Executor, courseId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('courseInstructors')
    .where('courseId', '=', courseId)
    .where('userId', '=', userId)
    .execute();
}

/** Each given user's courses (owned or co-authored), as rows. */
export function listCoursesOfUsers(db: Executor, userIds: readonly string[]) {
  return db
    .selectFrom('courseInstructors')
    .select(['userId', 'courseId'])
    .where('userId', 'in', userIds)
    .execute();
}
