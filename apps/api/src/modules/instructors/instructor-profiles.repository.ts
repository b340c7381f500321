import { type Expression, type OperandExpression, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { InstructorProfilesTable } from '../../db/schema.js';
import type { CourseExpression } from '../courses/course-summary.js';

/** The SQL of instructor_profiles. Only the instructors module reads it. */

const columns = ['userId', 'slug', 'headline', 'bio', 'links', 'createdAt', 'updatedAt'] as const;

export function findProfileByUser(db: Executor, userId: string) {
  return db.selectFrom('instructorProfiles').select(columns).where('userId', '=', userId).executeTakeFirst();
}

export function findProfileBySlug(db: Executor, slug: string) {
  return db.selectFrom('instructorProfiles').select(columns).where('slug', '=', slug).executeTakeFirst();
}

/** Slugs equal to `base` or starting with `base-`: the ones a suggestion must avoid. */
export async function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('instructorProfiles')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((row) => row.slug));
}

export async function insertProfile(db: Executor, row: InstructorProfilesTable): Promise<void> {
  await db.insertInto('instructorProfiles').values(row).execute();
}

export async function updateProfile(
  db: Executor,
  userId: string,
  fields: Pick<InstructorProfilesTable, 'slug' | 'headline' | 'bio' | 'links' | 'updatedAt'>,
): Promise<void> {
  await db.updateTable('instructorProfiles').set(fields).where('userId', '=', userId).execute();
}

/**
 * The course page's column: the slug of the profile of the course's owner (`ownerIds` correlated on
 * `courses.id`) when the owner is among `liveIds`; null otherwise.
 */
export function ownerSlugColumn(
  ownerIds: (courseId: Expression<string>) => OperandExpression<string>,
  liveIds: OperandExpression<string>,
): CourseExpression<string | null> {
  return (eb) =>
    sql<string | null>`(${eb
      .selectFrom('instructorProfiles')
      .select('instructorProfiles.slug')
      .where('instructorProfiles.userId', 'in', ownerIds(eb.ref('courses.id')))
      .where('instructorProfiles.userId', 'in', liveIds)
      .limit(1)})`;
}

/** Slugs and update times of the profiles whose user is among `liveIds` (an id subquery). */
export function listSlugsAmong(db: Executor, liveIds: OperandExpression<string>) {
  return db
    .selectFrom('instructorProfiles')
    .select(['slug', 'updatedAt'])
    .where('userId', 'in', liveIds)
    .orderBy('slug')
    .execute();
}
