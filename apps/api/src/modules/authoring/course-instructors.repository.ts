import type { Expression, OperandExpression } from 'kysely';
import { PostgresAdapter } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { CourseInstructorsTable } from '../../db/schema.js';
import { QueryTemplate } from '../../lib/query-template.js';

/** The SQL of course_instructors: who may edit a course in the studio. Only the authoring module reads it. */

const courseRoleQuery = (db: Executor, { courseId, userId }: { courseId: string; userId: string }) =>
  db
    .selectFrom('courseInstructors')
    .select('role')
    .where('courseId', '=', courseId)
    .where('userId', '=', userId);

/** Compiled once for reads outside a transaction: access checks ask it on every request. */
const courseRole = new QueryTemplate(courseRoleQuery);

/** The user's role in the course (null when they do not teach it) as a subquery, the course given as an expression. */
export function courseRoleOf(
  db: Executor,
  courseId: OperandExpression<string>,
  userId: string,
): OperandExpression<CourseInstructorsTable['role']> {
  return db
    .selectFrom('courseInstructors')
    .select('role')
    .where('courseId', '=', courseId)
    .where('userId', '=', userId);
}

export async function findCourseRole(
  db: Executor,
  courseId: string,
  userId: string,
): Promise<{ role: CourseInstructorsTable['role'] } | undefined> {
  // In a PostgreSQL transaction the row is held until commit, so the instructor cannot be removed between
  // this check and the write it guards (the removal waits). SQLite runs one transaction at a time.
  if (db.isTransaction && db.getExecutor().adapter instanceof PostgresAdapter)
    return courseRoleQuery(db, { courseId, userId }).forShare().executeTakeFirst();
  const [row] = await courseRole.execute(db, { courseId, userId });
  return row;
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

/** The owner of a course (none for a console-made course): a subquery for another query, maybe correlated. */
export function ownerIdsOf(db: Executor, courseId: string | Expression<string>): OperandExpression<string> {
  return db
    .selectFrom('courseInstructors')
    .select('courseInstructors.userId')
    .where('courseInstructors.courseId', '=', courseId)
    .where('courseInstructors.role', '=', 'owner');
}

/** Each given user's courses (owned or co-authored), as rows. */
export function listCoursesOfUsers(db: Executor, userIds: readonly string[]) {
  return db
    .selectFrom('courseInstructors')
    .select(['userId', 'courseId'])
    .where('userId', 'in', userIds)
    .execute();
}
