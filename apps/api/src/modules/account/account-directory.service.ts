import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import * as repo from './account-directory.repository.js';

/** How other modules' admin views name and find learners, without reading the users table themselves. */

export interface AccountLabel {
  id: string;
  email: string;
  /** "Ada Lovelace", or null when the profile has no name (or the account was deleted). */
  name: string | null;
  isDeleted: boolean;
}

/** Ids of accounts whose email or name contains `text` (case-insensitive), as a subquery. */
export function accountIdsMatching(db: Executor, text: string): OperandExpression<string> {
  return repo.userIdsMatching(db, text);
}

/** Ids of live instructor accounts: an id subquery for another module's query. */
export function instructorAccountIds(db: Executor): OperandExpression<string> {
  return repo.liveInstructorIds(db);
}

/** Email and name of the given accounts, by id. */
export async function accountLabelsByIds(db: Executor, ids: string[]): Promise<Map<string, AccountLabel>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.listUserLabels(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => {
      const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
      return [
        row.id,
        { id: row.id, email: row.email, name: name || null, isDeleted: row.deletedAt !== null },
      ];
    }),
  );
}

/** How many live learner accounts exist (the dashboard's total). */
export function countLearners(db: Executor): Promise<number> {
  return repo.countLearnerAccounts(db);
}
