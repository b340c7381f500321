import type { OperandExpression, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { UsersTable } from '../../db/schema.js';
import { QueryTemplate } from '../../lib/query-template.js';
import { ReadBatcher } from '../../lib/read-batcher.js';

export type UserRow = Selectable<UsersTable>;

const columns = [
  'id',
  'email',
  'emailNormalized',
  'passwordHash',
  'firstName',
  'lastName',
  'phone',
  'avatarKey',
  'role',
  'emailVerified',
  'profileComplete',
  'tokenVersion',
  'googleSub',
  'deletedAt',
  'disabledAt',
  'emailAnnouncements',
  'locale',
  'createdAt',
  'updatedAt',
] as const;

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(columns)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** What the user shape (`toUser`) shows of an account. */
const profileColumns = [
  'id',
  'email',
  'firstName',
  'lastName',
  'phone',
  'avatarKey',
  'role',
  'emailVerified',
  'profileComplete',
  'passwordHash',
  'emailAnnouncements',
  'locale',
  'createdAt',
] as const;

export type ProfileRow = Pick<UserRow, (typeof profileColumns)[number]>;

/**
 * Compiled once per batch size, with only the columns the profile shows: `user/profile` reads it on
 * every request, and requests arriving together share one statement (`ReadBatcher`).
 */
const profilesByIds = new QueryTemplate((db, { ids }: { ids: readonly string[] }) =>
  db.selectFrom('users').select(profileColumns).where('id', 'in', ids).where('deletedAt', 'is', null),
);

const profiles = new ReadBatcher(
  async (db, ids: string[]) =>
    new Map((await profilesByIds.execute(db, { ids })).map((row) => [row.id, row])),
  (id) => id,
);

/** A live account's profile columns: the one read of `user/profile`. */
export function findProfileById(db: Executor, id: string): Promise<ProfileRow | undefined> {
  return profiles.load(db, id);
}

export function findUserByEmail(db: Executor, emailNormalized: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(columns)
    .where('emailNormalized', '=', emailNormalized)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export function findUserByGoogleSub(db: Executor, sub: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(columns)
    .where('googleSub', '=', sub)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** The token version of a live account (read when `ctx.tokenVersions` does not know it). */
export async function findTokenVersion(db: Executor, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('tokenVersion')
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return row?.tokenVersion;
}

/**
 * The role of a live, enabled account, read fresh on every admin request (a demotion takes effect at
 * once; a disabled account has no role).
 */
/** Compiled once: access checks (discussions, the studio) read a role on every request. */
const liveRole = new QueryTemplate((db, { id }: { id: string }) =>
  db
    .selectFrom('users')
    .select('role')
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .where('disabledAt', 'is', null),
);

/** The live account's role as a subquery, for another module's one-statement access check. */
export function liveRoleOf(db: Executor, id: string): OperandExpression<UsersTable['role']> {
  return db
    .selectFrom('users')
    .select('role')
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .where('disabledAt', 'is', null);
}

export async function findRole(db: Executor, id: string): Promise<UsersTable['role'] | undefined> {
  const [row] = await liveRole.execute(db, { id });
  return row?.role;
}

/** How many live, enabled admins exist (the last one cannot be demoted or disabled). */
export async function countActiveAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('deletedAt', 'is', null)
    .where('disabledAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(
  db: Executor,
  row: Omit<UserRow, 'tokenVersion' | 'disabledAt' | 'emailAnnouncements' | 'locale'>,
): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function updateUser(db: Executor, id: string, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/** Bumps the token version (revoking every token issued before) and answers the new one. */
export async function bumpTokenVersion(
  db: Executor,
  id: string,
  changes: Updateable<UsersTable> = {},
): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ ...changes, tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', id)
    .returning('tokenVersion')
    .executeTakeFirstOrThrow();
  return row.tokenVersion;
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
