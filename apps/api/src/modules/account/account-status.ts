import { AppError } from '../../lib/app-error.js';
import type { UserRow } from './account.repository.js';

/** Refuses a disabled account (403) wherever a session would be issued. */
export function assertNotDisabled(row: Pick<UserRow, 'disabledAt'>): void {
  if (row.disabledAt) throw new AppError('ACCOUNT_DISABLED', 'This account is disabled', 403);
}
