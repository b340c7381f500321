import type { OperandExpression } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { findRole } from './account.repository.js';
import * as repo from './account-directory.repository.js';
import { listUsers } from './users.admin.repository.js';

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

export interface AnnouncementReader {
  id: string;
  email: string;
  firstName: string | null;
  /** The language the reader chose, or null (mail to them is then in English). */
  locale: string | null;
}

/**
 * The live, enabled accounts among `ids` (another module's id subquery): all of them, or with
 * `mailOnly` those who keep the `emailAnnouncements` preference on.
 */
export async function announcementReaders(
  db: Executor,
  ids: OperandExpression<string>,
  options: { mailOnly: boolean },
): Promise<AnnouncementReader[]> {
  return repo.listAnnouncementReaders(db, ids, options.mailOnly);
}

/** Email and name of the given accounts, by id. */
export async function accountLabelsByIds(db: Executor, ids: string[]): Promise<Map<string, AccountLabel>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.listUserLabels(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, labelOf(row)]));
}

function labelOf(row: {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  deletedAt: string | null;
}): AccountLabel {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return { id: row.id, email: row.email, name: name || null, isDeleted: row.deletedAt !== null };
}

/** How many live learner accounts exist (the dashboard's total). */
export function countLearners(db: Executor): Promise<number> {
  return repo.countLearnerAccounts(db);
}

/** A page of live instructor accounts by name (search: name or email), for the admin's instructors list. */
export async function instructorPage(
  db: Executor,
  search: string | undefined,
  window: { limit: number; offset: number },
): Promise<{ rows: AccountLabel[]; total: number }> {
  const { rows, total } = await listUsers(
    db,
    { search, role: 'instructor' },
    { ...window, sort: { column: 'lastName', order: 'asc' } },
  );
  return { rows: rows.map((row) => labelOf(row)), total };
}

/** The instructor account's label, or undefined when the id is no live instructor. */
export async function findInstructor(db: Executor, id: string): Promise<AccountLabel | undefined> {
  if ((await findRole(db, id)) !== 'instructor') return undefined;
  const label = (await accountLabelsByIds(db, [id])).get(id);
  return label && !label.isDeleted ? label : undefined;
}
