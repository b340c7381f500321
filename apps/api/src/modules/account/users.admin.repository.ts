import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import type { Database, UsersTable } from '../../db/schema.js';
import { containsText, type ListWindow, pageOf } from '../../lib/admin-list.js';

export interface UserFilter {
  search?: string;
  role?: UsersTable['role'];
  disabled?: boolean;
}

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

/** Live accounts (erased ones are anonymised and left out) matching the filter. */
function filtered(db: Executor, filter: UserFilter) {
  let query = db.selectFrom('users').where('deletedAt', 'is', null);
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.disabled !== undefined) {
    query = query.where('disabledAt', filter.disabled ? 'is not' : 'is', null);
  }
  const search = filter.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText('email', search),
        containsText('firstName', search),
        containsText('lastName', search),
      ]),
    );
  }
  return query;
}

export type UserSortColumn = 'createdAt' | 'email' | 'lastName' | 'role';

/** A page of live accounts matching the filter (a last-name sort goes on by first name), and their count. */
export function listUsers(db: Executor, filter: UserFilter, window: ListWindow<UserSortColumn>) {
  const { column, order } = window.sort;
  return pageOf(
    filtered(db, filter),
    (query) => {
      const sorted = query.select(columns).orderBy(column, order);
      return (column === 'lastName' ? sorted.orderBy('firstName', order) : sorted).orderBy('id', order);
    },
    window,
  );
}

/**
 * Serialises every change that may take away an enabled admin (demotion, disabling, deletion) until the
 * transaction ends, so two admins demoting each other cannot both pass the last-admin count. PostgreSQL
 * takes a transaction-scoped advisory lock on one fixed key; SQLite needs none, as it lets one
 * transaction write at a time.
 */
export async function lockAdmins(trx: Transaction<Database>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx
    .selectNoFrom((eb) =>
      eb.fn('pg_advisory_xact_lock', [eb.fn('hashtextextended', [eb.val('admins'), eb.lit(0)])]).as('locked'),
    )
    .execute();
}
