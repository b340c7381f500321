import { expressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';
import { QueryTemplate } from '../../lib/query-template.js';
import { ReadBatcher } from '../../lib/read-batcher.js';
import type { CourseExpression, CourseFlag, LearnerFlags } from '../courses/course-summary.js';

/**
 * The SQL of a signed-in learner's part of a cached page: every course the learner has flagged, read
 * through each flag's owner query (index range scans). It does not depend on the page, so no course
 * row is read; the page's courses look themselves up in what it answers. Learners whose requests
 * arrive together are read in one statement (`ReadBatcher`), each branch tagged with its learner.
 */

export type FlagName = 'isWishlisted' | 'isInCart' | 'isPurchased';
const flagNames: FlagName[] = ['isWishlisted', 'isInCart', 'isPurchased'];

/** One flag's courses for the `learner`-th learner of the statement (the owner's query, read from `db`). */
const flaggedBy = (db: Executor, flag: CourseFlag, name: FlagName, learner: number) =>
  db
    .selectFrom(flag.courseIds(expressionBuilder<Database, 'courses'>()).as('flagged'))
    .select(['flagged.courseId', sql.lit<string>(name).as('flag'), sql.lit<number>(learner).as('learner')]);

type FlaggedRow = { courseId: string; flag: string; learner: number };

const flaggedCourses = new QueryTemplate(
  (db, { userIds }: { userIds: readonly string[] }, learnerFlags: LearnerFlags) => {
    const branches = userIds.flatMap((userId, learner) => {
      const flags = learnerFlags(userId);
      return flagNames.map((name) => flaggedBy(db, flags[name], name, learner));
    });
    const [first, ...rest] = branches;
    if (!first) throw new Error('flaggedCourses: no learner');
    return rest.reduce((query, branch) => query.unionAll(branch), first);
  },
);

/** Rows of a statement about several learners, sorted back to each learner (by position). */
function byLearner<Row extends { learner: number | string }>(userIds: string[], rows: Row[]) {
  const found = new Map<string, Row[]>(userIds.map((id) => [id, []]));
  for (const row of rows) {
    const userId = userIds[Number(row.learner)];
    if (userId) found.get(userId)?.push(row);
  }
  return found;
}

const flaggedBatches = new ReadBatcher(
  async (db, userIds: string[], learnerFlags: LearnerFlags) =>
    byLearner(userIds, (await flaggedCourses.execute(db, { userIds }, learnerFlags)) as FlaggedRow[]),
  (userId) => userId,
);

/** Each course the learner has flagged, once per flag, in one statement. */
export async function listFlaggedCourses(
  db: Executor,
  userId: string,
  learnerFlags: LearnerFlags,
): Promise<{ courseId: string; flag: string }[]> {
  return (await flaggedBatches.load(db, userId, learnerFlags)) ?? [];
}

/** What a course page adds for a signed-in learner: the owners' flags and the reviews module's column. */
export interface ViewerColumns<OwnReview> {
  flags: LearnerFlags;
  ownReview: (userId: string) => CourseExpression<OwnReview>;
}

type ViewerRow = FlaggedRow & { ownReview: unknown };

// Each learner's review row comes first: PostgreSQL types each column from the union's first
// branches, and a bare null there would make it text where the review is json.
const viewerRows = new QueryTemplate(
  (
    db,
    { courseIds, userIds }: { courseIds: readonly string[]; userIds: readonly string[] },
    uses: ViewerColumns<unknown>,
  ) => {
    const reviewOf = (userId: string, learner: number) =>
      db
        .selectFrom('courses')
        .where('courses.id', '=', courseIds[learner] ?? '')
        .select((eb) => [
          'courses.id as courseId',
          sql.lit<string>('ownReview').as('flag'),
          sql.lit<number>(learner).as('learner'),
          uses.ownReview(userId)(eb).as('ownReview'),
        ]);
    let query: ReturnType<typeof reviewOf> | undefined;
    for (const [learner, userId] of userIds.entries()) {
      query = query ? query.unionAll(reviewOf(userId, learner)) : reviewOf(userId, learner);
      const flags = uses.flags(userId);
      for (const name of flagNames) {
        query = query.unionAll(
          flaggedBy(db, flags[name], name, learner).select(sql<unknown>`null`.as('ownReview')),
        );
      }
    }
    if (!query) throw new Error('viewerRows: no learner');
    return query;
  },
);

interface ViewerKey {
  courseId: string;
  userId: string;
}

const viewerBatches = new ReadBatcher(
  async (db, keys: ViewerKey[], uses: ViewerColumns<unknown>) => {
    const rows = (await viewerRows.execute(
      db,
      { courseIds: keys.map((key) => key.courseId), userIds: keys.map((key) => key.userId) },
      uses,
    )) as ViewerRow[];
    const found = new Map<string, ViewerRow[]>(keys.map((key) => [`${key.userId} ${key.courseId}`, []]));
    for (const row of rows) {
      const key = keys[Number(row.learner)];
      if (key) found.get(`${key.userId} ${key.courseId}`)?.push(row);
    }
    return found;
  },
  (key) => `${key.userId} ${key.courseId}`,
);

/**
 * The learner's flagged courses and their own review of one course, in one statement: the review
 * comes as the row whose `flag` is "ownReview" (absent when the course is).
 */
export async function findViewerRows<OwnReview>(
  db: Executor,
  courseId: string,
  userId: string,
  uses: ViewerColumns<OwnReview>,
): Promise<{ courseId: string; flag: string; ownReview: OwnReview | null }[]> {
  const rows = await viewerBatches.load(db, { courseId, userId }, uses as ViewerColumns<unknown>);
  return (rows ?? []) as { courseId: string; flag: string; ownReview: OwnReview | null }[];
}
