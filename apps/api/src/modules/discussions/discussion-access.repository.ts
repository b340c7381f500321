import { type OperandExpression, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { QueryTemplate } from '../../lib/query-template.js';
import { ReadBatcher } from '../../lib/read-batcher.js';

/** The other modules' subqueries a chapter member check is built from, each its owner's. */
export interface StandingParts {
  chapterCourseId(db: Executor, chapterId: string): OperandExpression<string>;
  chapterTitle(db: Executor, chapterId: string): OperandExpression<string>;
  accountRole(db: Executor, userId: string): OperandExpression<string>;
  courseRole(db: Executor, courseId: OperandExpression<string>, userId: string): OperandExpression<string>;
  livePurchase(db: Executor, userId: string, courseId: OperandExpression<string>): OperandExpression<string>;
}

interface StandingRow {
  courseId: string | null;
  title: string | null;
  accountRole: string | null;
  courseRole: string | null;
  purchaseId: string | null;
  /** Which key of the statement the row answers. */
  position: number;
}

/**
 * For each (user, chapter): the chapter's course and title, and the user's account role, course role
 * and live purchase in it. One row per key, tagged with its position.
 */
const chapterStandings = new QueryTemplate(
  (
    db,
    { userIds, chapterIds }: { userIds: readonly string[]; chapterIds: readonly string[] },
    parts: StandingParts,
  ) => {
    const branches = userIds.map((userId, position) => {
      const chapterId = chapterIds[position] as string;
      const courseId = parts.chapterCourseId(db, chapterId);
      return db.selectNoFrom([
        sql<string | null>`${courseId}`.as('courseId'),
        sql<string | null>`${parts.chapterTitle(db, chapterId)}`.as('title'),
        sql<string | null>`${parts.accountRole(db, userId)}`.as('accountRole'),
        sql<string | null>`${parts.courseRole(db, courseId, userId)}`.as('courseRole'),
        sql<string | null>`${parts.livePurchase(db, userId, courseId)}`.as('purchaseId'),
        sql.lit<number>(position).as('position'),
      ]);
    });
    const [first, ...rest] = branches;
    if (!first) throw new Error('chapterStandings: no key');
    return rest.reduce((query, branch) => query.unionAll(branch), first);
  },
);

interface StandingKey {
  userId: string;
  chapterId: string;
}

const keyOf = (key: StandingKey) => `${key.userId} ${key.chapterId}`;

// Every chapter list and question checks this; requests arriving together share one statement.
const standingBatches = new ReadBatcher(async (db, keys: StandingKey[], parts: StandingParts) => {
  const rows = (await chapterStandings.execute(
    db,
    { userIds: keys.map((key) => key.userId), chapterIds: keys.map((key) => key.chapterId) },
    parts,
  )) as StandingRow[];
  const found = new Map<string, StandingRow>();
  for (const row of rows) {
    const key = keys[Number(row.position)];
    if (key) found.set(keyOf(key), row);
  }
  return found;
}, keyOf);

/** The caller's standing in a chapter's course, read with the other requests of the same turn. */
export async function findChapterStanding(
  db: Executor,
  userId: string,
  chapterId: string,
  parts: StandingParts,
) {
  return standingBatches.load(db, { userId, chapterId }, parts);
}
