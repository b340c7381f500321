import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { containsText } from '../../lib/admin-list.js';

/** Ids of accounts whose email, first or last name contains the text: a subquery for another query. */
export function userIdsMatching(db: Executor, text: string): OperandExpression<string> {
  return db
    .selectFrom('users')
    .select('users.id')
    .where((eb) =>
      eb.or([
        containsText('users.emailNormalized', text),
        containsText('users.firstName', text),
        containsText('users.lastName', text),
        containsText('users.email', text),
      ]),
    );
}

/** Ids of live instructor accounts (not deleted, not disabled): a subquery for another query. */
export function liveInstructorIds(db: Executor): OperandExpression<string> {
  return db
    .selectFrom('users')
    .select('users.id')
    .where('users.role', '=', 'instructor')
    .where('users.deletedAt', 'is', null)
    .where('users.disabledAt', 'is', null);
}

/** Live, enabled accounts among the ids that take announcement mail, by id (stable order for paging). */
export function listAnnouncementReaders(db: Executor, ids: OperandExpression<string>, mailOnly: boolean) {
  let query = db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'locale'])
    .where('id', 'in', ids)
    .where('deletedAt', 'is', null)
    .where('disabledAt', 'is', null);
  if (mailOnly) query = query.where('emailAnnouncements', '=', 1);
  return query.orderBy('id').execute();
}

export function listUserLabels(db: Executor, ids: string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'deletedAt'])
    .where('id', 'in', ids)
    .execute();
}

/** Live learner accounts (admins and deleted accounts not counted). */
export async function countLearnerAccounts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'learner')
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
