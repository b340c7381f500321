import type { AdminUser, AdminUserListQuery, AdminUserUpdateBody, Paged } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { listWindow, pagedOf } from '../../lib/admin-list.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import type { StorageDriver } from '../../lib/storage/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import { toUser } from './account.mapper.js';
import * as repo from './account.repository.js';
import { assertAnotherAdminRemains } from './last-admin.js';
import * as usersRepo from './users.admin.repository.js';

function toAdminUser(row: repo.UserRow, storage: StorageDriver): AdminUser {
  return { ...toUser(row, storage), disabled: row.disabledAt !== null, disabledAt: row.disabledAt };
}

const sortable = { createdAt: 'createdAt', email: 'email', name: 'lastName', role: 'role' } as const;

/** The audit summary's words for a role change. */
const roleChange = {
  learner: 'made a learner',
  admin: 'made an admin',
  instructor: 'made an instructor',
} as const;

/** A page of live accounts, searched by name or email, filtered by role and disabled state. */
export async function listUsersForAdmin(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  query: AdminUserListQuery,
): Promise<Paged<AdminUser>> {
  const window = listWindow(query, sortable, query.sort && query.sort !== 'createdAt' ? 'asc' : 'desc');
  const filter = { search: query.search, role: query.role, disabled: query.disabled };
  const { rows, total } = await usersRepo.listUsers(db, filter, window);
  return pagedOf(
    window,
    rows.map((row) => toAdminUser(row, ctx.storage)),
    total,
  );
}

export async function getUserForAdmin(
  db: Executor,
  ctx: Pick<AppContext, 'storage'>,
  id: string,
): Promise<AdminUser> {
  const row = await repo.findUserById(db, id);
  if (!row) throw notFound('This user does not exist');
  return toAdminUser(row, ctx.storage);
}

/**
 * Changes a user's role or disabled state, audited. Disabling bumps the token version, so every token
 * of the account dies at once; a demotion takes effect on the next request (the admin hook reads the
 * role fresh). Refuses (409) to demote or disable oneself or the last enabled admin, checked and
 * written under the admins lock so concurrent demotions cannot pass the check together.
 */
export async function updateUserForAdmin(
  db: Executor,
  ctx: Pick<AppContext, 'dialect' | 'storage' | 'effects'>,
  actorId: string,
  id: string,
  body: AdminUserUpdateBody,
): Promise<AdminUser> {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    // Taken before the row is read and held to the commit: two admins demoting each other at once
    // would otherwise both count two admins, and both succeed.
    await usersRepo.lockAdmins(trx, ctx.dialect);
    const row = await repo.findUserById(trx, id);
    if (!row) throw notFound('This user does not exist');
    const demoting = body.role !== undefined && body.role !== 'admin' && row.role === 'admin';
    const disabling = body.disabled === true && row.disabledAt === null;
    if ((demoting || disabling) && row.id === actorId) {
      throw conflict(
        demoting ? 'You cannot remove your own admin role' : 'You cannot disable your own account',
      );
    }
    if (demoting || disabling) {
      await assertAnotherAdminRemains(trx, id, 'This is the last admin: make another admin first');
    }
    const changes: string[] = [];
    let version: number | null = null;
    if (body.role && body.role !== row.role) {
      await repo.updateUser(trx, id, { role: body.role, updatedAt: nowIso() });
      changes.push(roleChange[body.role]);
    }
    if (disabling) {
      version = await repo.bumpTokenVersion(trx, id, { disabledAt: nowIso(), updatedAt: nowIso() });
      changes.push('disabled');
    } else if (body.disabled === false && row.disabledAt !== null) {
      await repo.updateUser(trx, id, { disabledAt: null, updatedAt: nowIso() });
      changes.push('re-enabled');
    }
    if (changes.length === 0) return uow.noteNoChange();
    await recordAudit(uow, {
      actorId,
      action: disabling ? 'disable' : 'update',
      entity: 'user',
      entityId: id,
      summary: `${row.email}: ${changes.join(', ')}`,
    });
    // Every instance hears it once committed: told earlier, they would refuse live tokens after a rollback.
    if (version !== null) uow.revokeTokens(id, version);
  });
  return getUserForAdmin(db, ctx, id);
}
