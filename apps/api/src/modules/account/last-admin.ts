import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction, type TransactionWork } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './account.repository.js';
import { lockAdmins } from './users.admin.repository.js';

/** The 409 of a change that would leave the site without a live, enabled admin. */
export const lastAdmin = (message: string) => new AppError('LAST_ADMIN', message, 409);

export const LAST_ADMIN_DELETION = 'You are the last admin: make another admin before deleting your account';

/**
 * Refuses (409 `LAST_ADMIN`) when `userId` is the only live, enabled admin. Call it holding
 * `lockAdmins`, in the transaction of the write that removes the admin, so the count still holds when
 * that write commits.
 */
export async function assertAnotherAdminRemains(
  trx: Executor,
  userId: string,
  message: string,
): Promise<void> {
  if ((await repo.findRole(trx, userId)) !== 'admin') return;
  if ((await repo.countActiveAdmins(trx)) <= 1) throw lastAdmin(message);
}

/**
 * Runs `write`, which takes `userId` away as an admin if they are one (deleting the account), in one
 * transaction holding the admins lock, after refusing when they are the last enabled admin.
 */
export function unlessLastAdmin<T>(
  db: Executor,
  ctx: Pick<AppContext, 'dialect' | 'effects'>,
  userId: string,
  message: string,
  write: TransactionWork<T>,
): Promise<T> {
  return inTransaction(db, ctx.effects, async (trx, uow) => {
    await lockAdmins(trx, ctx.dialect);
    await assertAnotherAdminRemains(trx, userId, message);
    return write(trx, uow);
  });
}
