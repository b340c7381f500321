import type { Executor } from '../../db/executor.js';
import { containsText } from '../../lib/admin-list.js';
import type { UserRow } from './account.repository.js';

export interface UserFilter {
  search?: string;
  role?: 'learner' | 'admin';
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

export function listUsers(
  db: Executor,
  filter: UserFilter,
  sort: { column: UserSortColumn; order: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<UserRow[]> {
  let query = filtered(db, filter).select(columns).orderBy(sort.column, sort.order);
  if (sort.column === 'lastName') query = query.orderBy('firstName', sort.order);
  return query.orderBy('id', sort.order).limit(limit).offset(offset).execute();
}

export async function countUsersMatching(db: Executor, filter: UserFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
