import { expressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/schema.js';
import { QueryTemplate } from '../../lib/query-template.js';
import type { CourseExpression, CourseFlag, LearnerFlags } from '../courses/course-summary.js';

/**
 * The SQL of a signed-in learner's part of a cached page: every course the learner has flagged, read
 * through each flag's owner query (three index range scans, one statement). It does not depend on the
 * page, so it is compiled once, and no course row is read; the courses of the page then look
 * themselves up in what it answers.
 */

export type FlagName = 'isWishlisted' | 'isInCart' | 'isPurchased';

/** One flag's courses, named by the flag (the owner's query, read from `db` so that it compiles). */
const flaggedBy = (db: Executor, flag: CourseFlag, name: FlagName) =>
  db
    .selectFrom(flag.courseIds(expressionBuilder<Database, 'courses'>()).as('flagged'))
    .select(['flagged.courseId', sql.lit<string>(name).as('flag')]);

/** The same with the (empty) review column of the course page's union. */
const flaggedWithReview = (db: Executor, flag: CourseFlag, name: FlagName) =>
  flaggedBy(db, flag, name).select(sql<unknown>`null`.as('ownReview'));

const flaggedCourses = new QueryTemplate((db, { userId }: { userId: string }, learnerFlags: LearnerFlags) => {
  const flags = learnerFlags(userId);
  return flaggedBy(db, flags.isWishlisted, 'isWishlisted')
    .unionAll(flaggedBy(db, flags.isInCart, 'isInCart'))
    .unionAll(flaggedBy(db, flags.isPurchased, 'isPurchased'));
});

/** Each course the learner has flagged, once per flag, in one query. */
export async function listFlaggedCourses(
  db: Executor,
  userId: string,
  learnerFlags: LearnerFlags,
): Promise<{ courseId: string; flag: FlagName }[]> {
  return (await flaggedCourses.execute(db, { userId }, learnerFlags)) as {
    courseId: string;
    flag: FlagName;
  }[];
}

/** What a course page adds for a signed-in learner: the owners' flags and the reviews module's column. */
export interface ViewerColumns<OwnReview> {
  flags: LearnerFlags;
  ownReview: (userId: string) => CourseExpression<OwnReview>;
}

// The review's row first: PostgreSQL types each column from the union's first branches, and a bare
// null there would make it text where the review is json.
const viewerRows = new QueryTemplate(
  (db, { courseId, userId }: { courseId: string; userId: string }, uses: ViewerColumns<unknown>) => {
    const flags = uses.flags(userId);
    return db
      .selectFrom('courses')
      .where('courses.id', '=', courseId)
      .select((eb) => [
        'courses.id as courseId',
        sql.lit<string>('ownReview').as('flag'),
        uses.ownReview(userId)(eb).as('ownReview'),
      ])
      .unionAll(flaggedWithReview(db, flags.isWishlisted, 'isWishlisted'))
      .unionAll(flaggedWithReview(db, flags.isInCart, 'isInCart'))
      .unionAll(flaggedWithReview(db, flags.isPurchased, 'isPurchased'));
  },
);

/**
 * The learner's flagged courses and their own review of one course, in one query: the review comes
 * as the row whose `flag` is "ownReview" (absent when the course is).
 */
export async function findViewerRows<OwnReview>(
  db: Executor,
  courseId: string,
  userId: string,
  uses: ViewerColumns<OwnReview>,
): Promise<{ courseId: string; flag: FlagName | 'ownReview'; ownReview: OwnReview | null }[]> {
  return (await viewerRows.execute(db, { courseId, userId }, uses)) as {
    courseId: string;
    flag: FlagName | 'ownReview';
    ownReview: OwnReview | null;
  }[];
}
