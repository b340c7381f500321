import type { Executor } from '../../db/executor.js';

/** The SQL of `chapter_progress`: one row per learner and chapter they opened, completed or watched. */

const progressColumns = [
  'courseId',
  'chapterId',
  'completedAt',
  'positionSeconds',
  'visitedAt',
  'updatedAt',
] as const;

/** The learner's progress rows in the given courses. */
export function listProgress(db: Executor, userId: string, courseIds: string[]) {
  return db
    .selectFrom('chapterProgress')
    .select(progressColumns)
    .where('userId', '=', userId)
    .where('courseId', 'in', courseIds)
    .execute();
}

/** The learner's progress in one chapter. */
export function findProgress(db: Executor, userId: string, chapterId: string) {
  return db
    .selectFrom('chapterProgress')
    .select(progressColumns)
    .where('userId', '=', userId)
    .where('chapterId', '=', chapterId)
    .executeTakeFirst();
}

/** How many chapters of the course the learner has completed. */
export function countCompleted(db: Executor, userId: string, courseId: string) {
  return db
    .selectFrom('chapterProgress')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .where('completedAt', 'is not', null)
    .executeTakeFirstOrThrow();
}

export interface ProgressWrite {
  userId: string;
  chapterId: string;
  courseId: string;
  /** Already capped at the chapter's length; the stored position only ever grows. */
  positionSeconds: number;
  /** 'set' marks the chapter done (keeping the first completion time), 'clear' un-marks it. */
  completion: 'set' | 'clear' | 'keep';
  at: string;
}

/**
 * One statement, so concurrent writes cannot move a position back: the stored position is the larger
 * of the stored and the sent one, and a completion keeps the time it was first completed.
 */
export function upsertProgress(db: Executor, write: ProgressWrite) {
  return db
    .insertInto('chapterProgress')
    .values({
      userId: write.userId,
      chapterId: write.chapterId,
      courseId: write.courseId,
      completedAt: write.completion === 'set' ? write.at : null,
      positionSeconds: write.positionSeconds,
      visitedAt: write.at,
      updatedAt: write.at,
    })
    .onConflict((oc) =>
      oc.columns(['userId', 'chapterId']).doUpdateSet((eb) => ({
        positionSeconds: eb
          .case()
          .when('excluded.positionSeconds', '>', eb.ref('chapterProgress.positionSeconds'))
          .then(eb.ref('excluded.positionSeconds'))
          .else(eb.ref('chapterProgress.positionSeconds'))
          .end(),
        completedAt:
          write.completion === 'set'
            ? eb.fn.coalesce('chapterProgress.completedAt', 'excluded.completedAt')
            : write.completion === 'clear'
              ? null
              : eb.ref('chapterProgress.completedAt'),
        visitedAt: eb.ref('excluded.visitedAt'),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .returning(['completedAt', 'positionSeconds'])
    .executeTakeFirstOrThrow();
}
