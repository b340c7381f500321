import { type OperandExpression, PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

/**
 * The SQL of `course_progress`: how many chapters each learner has completed per course, recounted from
 * `chapter_progress` in the transaction of every write that changes it.
 */

/**
 * Makes sure the learner's row exists and holds it until commit (an upsert locks the row on PostgreSQL),
 * so two progress writes of one learner in one course recount one after the other, each seeing the
 * other's chapter. SQLite runs one write transaction at a time.
 */
export async function holdLearnerRow(db: Executor, userId: string, courseId: string, at: string) {
  await db
    .insertInto('courseProgress')
    .values({ userId, courseId, completedChapters: 0, updatedAt: at })
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doUpdateSet({ updatedAt: at }))
    .execute();
}

/** The learner's count, from their progress rows in the course. */
export async function recountLearner(db: Executor, userId: string, courseId: string) {
  await db
    .updateTable('courseProgress')
    .set((eb) => ({
      completedChapters: eb
        .selectFrom('chapterProgress')
        .select((inner) => inner.fn.count<number>('completedAt').as('n'))
        .where('chapterProgress.userId', '=', userId)
        .where('chapterProgress.courseId', '=', courseId),
    }))
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .execute();
}

/** Holds every learner row of the course until commit (PostgreSQL), before its chapters change. */
export async function holdCourseRows(db: Executor, courseId: string) {
  if (!(db.isTransaction && db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db
    .selectFrom('courseProgress')
    .select('userId')
    .where('courseId', '=', courseId)
    .forUpdate()
    .execute();
}

/** Every learner's count in the course (after chapters, and their progress, were deleted). */
export async function recountCourse(db: Executor, courseId: string) {
  await db
    .updateTable('courseProgress')
    .set((eb) => ({
      completedChapters: eb
        .selectFrom('chapterProgress')
        .select((inner) => inner.fn.count<number>('completedAt').as('n'))
        .whereRef('chapterProgress.userId', '=', 'courseProgress.userId')
        .where('chapterProgress.courseId', '=', courseId),
    }))
    .where('courseId', '=', courseId)
    .execute();
}

/** Every count rebuilt from the progress rows (a bulk load that wrote `chapter_progress` directly). */
export async function recountAll(db: Executor) {
  await db.deleteFrom('courseProgress').execute();
  await sql`
    insert into course_progress (user_id, course_id, completed_chapters, updated_at)
    select user_id, course_id, count(completed_at), max(updated_at)
    from chapter_progress group by user_id, course_id`.execute(db);
}

/**
 * Per course: how many learners have completed exactly the course's chapter count (`needed`, pairs of
 * course id and count) and pass `cohort` (another module's correlated subquery, given this table's
 * learner and course columns). Reads the index by (course, count) once per course.
 */
export function completedCounts(
  db: Executor,
  needed: readonly (readonly [courseId: string, chapters: number])[],
  cohort: (columns: { learner: string; course: string }) => OperandExpression<unknown>,
) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // SQLite takes a row value's IN list only as a subquery (VALUES); PostgreSQL is sent two arrays.
  const complete = isPostgres
    ? sql<boolean>`(course_progress.course_id, course_progress.completed_chapters) in (select * from unnest(${needed.map(([id]) => id)}::varchar[], ${needed.map(([, n]) => n)}::int[]))`
    : sql<boolean>`(course_progress.course_id, course_progress.completed_chapters) in (values ${sql.join(needed.map(([id, n]) => sql`(${id}, ${n})`))})`;
  return db
    .selectFrom('courseProgress')
    .select(['courseId', (eb) => eb.fn.countAll<number>().as('n')])
    .where(complete)
    .where((eb) => eb.exists(cohort({ learner: 'courseProgress.userId', course: 'courseProgress.courseId' })))
    .groupBy('courseId')
    .execute();
}
