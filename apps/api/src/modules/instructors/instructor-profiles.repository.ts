import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { InstructorProfilesTable } from '../../db/schema.js';

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

/** The slug of the first profile among `userIds` that also is in `liveIds` (both id subqueries). */
export async function slugAmong(
  db: Executor,
  userIds: OperandExpression<string>,
  liveIds: OperandExpression<string>,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('instructorProfiles')
    .select('slug')
    .where('userId', 'in', userIds)
    .where('userId', 'in', liveIds)
    .executeTakeFirst();
  return row?.slug;
}
