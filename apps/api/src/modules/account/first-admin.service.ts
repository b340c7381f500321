import { limits } from '@coursewise/contract';
import type { Config } from '../../config.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { badRequest } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './account.repository.js';
import { assertStrongPassword } from './account.service.js';
import { createAccount, findAccountByEmail } from './account-records.service.js';

export type AdminGrant = 'created' | 'promoted' | 'already-admin';

const looksLikeEmail = (email: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= limits.emailMax;

/**
 * Makes `email` an admin: creates a verified account with `password` when none exists, else promotes
 * (and re-enables) the existing account, keeping its password. For operators (start-up, the
 * `admin:create` script), so it is audited with no actor.
 */
export async function grantAdmin(
  db: Executor,
  account: { email: string; password?: string | null },
  reason: string,
): Promise<{ userId: string; outcome: AdminGrant }> {
  const email = account.email.trim();
  if (!looksLikeEmail(email)) throw badRequest(`"${email}" is not an email address`);
  const existing = await findAccountByEmail(db, email);
  if (existing) {
    if (existing.role === 'admin' && !existing.disabledAt)
      return { userId: existing.id, outcome: 'already-admin' };
    await inTransaction(db, async (trx, uow) => {
      await repo.updateUser(trx, existing.id, { role: 'admin', disabledAt: null, updatedAt: nowIso() });
      await recordAudit(uow, {
        actorId: null,
        action: 'promote',
        entity: 'user',
        entityId: existing.id,
        summary: `Made ${existing.email} an admin (${reason})`,
      });
    });
    return { userId: existing.id, outcome: 'promoted' };
  }
  const password = account.password ?? '';
  if (password.length < limits.passwordMin || password.length > limits.passwordMax) {
    throw badRequest(`The password must be ${limits.passwordMin} to ${limits.passwordMax} characters`);
  }
  assertStrongPassword(password, email);
  const passwordHash = await hashPassword(password);
  const created = await inTransaction(db, async (trx, uow) => {
    const row = await createAccount(trx, {
      email,
      passwordHash,
      role: 'admin',
      emailVerified: true,
      firstName: 'Site',
      lastName: 'Admin',
    });
    if (!row) throw badRequest(`An account with ${email} already exists`);
    await recordAudit(uow, {
      actorId: null,
      action: 'create',
      entity: 'user',
      entityId: row.id,
      summary: `Created the admin ${email} (${reason})`,
    });
    return row;
  });
  return { userId: created.id, outcome: 'created' };
}

/**
 * At start-up: when ADMIN_EMAIL and ADMIN_PASSWORD are set and no enabled admin exists, creates (or
 * promotes) that admin. Answers what it did, or null when there was nothing to do.
 */
export async function ensureFirstAdmin(
  db: Executor,
  config: Pick<Config, 'admin'>,
): Promise<AdminGrant | null> {
  if (!config.admin.fromEnvironment) return null;
  if ((await repo.countActiveAdmins(db)) > 0) return null;
  try {
    const { outcome } = await grantAdmin(db, config.admin, 'ADMIN_EMAIL at start-up');
    // Another instance made it between the count above and this grant: nothing was done here.
    return outcome === 'already-admin' ? null : outcome;
  } catch (error) {
    // Another instance starting at the same moment made the admin first: nothing left to do.
    if ((await repo.countActiveAdmins(db)) > 0) return null;
    throw error;
  }
}
