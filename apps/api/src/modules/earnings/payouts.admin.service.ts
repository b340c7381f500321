import type { AdminPayoutStatement, InstructorShare } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/executor.js';
import { AppError, conflict, notFound, unprocessable } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { accountLabelsByIds } from '../account/account-directory.service.js';
import { findAccountById } from '../account/account-records.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { statementsOf } from './earnings.service.js';
import * as ledger from './ledger.repository.js';
import * as statements from './statements.repository.js';
import { isMonthOver } from './totals.js';

/** The console's payouts: every instructor's statement of a month, marking one paid, each instructor's share. */

type Ctx = Pick<AppContext, 'db'>;

async function withInstructors(
  ctx: Ctx,
  found: Awaited<ReturnType<typeof statementsOf>>,
): Promise<AdminPayoutStatement[]> {
  const labels = await accountLabelsByIds(
    ctx.db,
    found.map((statement) => statement.instructorId),
  );
  return found
    .map(({ instructorId, ...statement }) => {
      const label = labels.get(instructorId);
      return {
        ...statement,
        instructor: { id: instructorId, name: label?.name ?? '', email: label?.email ?? '' },
      };
    })
    .sort((a, b) =>
      (a.instructor.name || a.instructor.email).localeCompare(b.instructor.name || b.instructor.email),
    );
}

/** `GET admin/payouts?month=` */
export async function listPayoutsForAdmin(ctx: Ctx, month: string): Promise<AdminPayoutStatement[]> {
  return withInstructors(ctx, await statementsOf(ctx.db, { month }));
}

/** `POST admin/payouts/{month}/instructors/{id}/paid`: once per statement (409 after), audited. */
export async function markPayoutPaid(
  ctx: Pick<AppContext, 'db' | 'effects'>,
  actorId: string,
  month: string,
  instructorId: string,
  reference: string | null,
): Promise<AdminPayoutStatement> {
  const missing = () => notFound('This instructor has no statement for this month');
  const [before] = await statementsOf(ctx.db, { instructorId, month });
  if (!before) throw missing();
  if (!isMonthOver(month, new Date()))
    throw unprocessable('MONTH_NOT_OVER', 'A statement can be paid once its month is over');
  const [labelled] = await withInstructors(ctx, [before]);
  if (!labelled) throw missing();
  await inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    const paid = await statements.insertPaidStatement(trx, {
      instructorId,
      month,
      paidAt: nowIso(),
      paidBy: actorId,
      reference,
    });
    if (!paid) throw conflict('This statement was already marked paid');
    const sums = labelled.totals.map((t) => `${(t.net / 100).toFixed(2)} ${t.currency}`).join(', ');
    await recordAudit(uow, {
      actorId,
      action: 'mark-paid',
      entity: 'payout',
      entityId: `${instructorId}:${month}`,
      summary: `Marked the ${month} statement of ${labelled.instructor.email} paid (${sums || 'nothing'})${reference ? `: ${reference}` : ''}`,
    });
  });
  const [after] = await listPayoutsForInstructor(ctx, instructorId, month);
  if (!after) throw missing();
  return after;
}

async function listPayoutsForInstructor(ctx: Ctx, instructorId: string, month: string) {
  return withInstructors(ctx, await statementsOf(ctx.db, { instructorId, month }));
}

async function liveAccount(ctx: Ctx, id: string) {
  const account = await findAccountById(ctx.db, id);
  if (!account || account.deletedAt) throw notFound('This user does not exist');
  return account;
}

/** `GET admin/instructors/{id}/share` */
export async function getInstructorShare(ctx: Ctx, id: string): Promise<InstructorShare> {
  await liveAccount(ctx, id);
  const [override, settings] = await Promise.all([
    ledger.findShareOverride(ctx.db, id),
    getEditableSettings(ctx.db),
  ]);
  return { instructorShare: override, defaultShare: settings.instructorShare };
}

/** `PUT admin/instructors/{id}/share`: an instructor's own share, or null to follow the setting; audited. */
export async function setInstructorShare(
  ctx: Pick<AppContext, 'db' | 'effects'>,
  actorId: string,
  id: string,
  share: number | null,
): Promise<InstructorShare> {
  const account = await liveAccount(ctx, id);
  if (account.role !== 'instructor' && share !== null)
    throw new AppError('NOT_AN_INSTRUCTOR', 'Only an instructor has a share of sales', 422);
  await inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    const before = await ledger.findShareOverride(trx, id);
    if (before === share) {
      uow.noteNoChange();
      return;
    }
    if (share === null) await ledger.deleteShareOverride(trx, id);
    else await ledger.saveShareOverride(trx, id, share, nowIso());
    const shown = (value: number | null) => (value === null ? 'the setting' : `${value} %`);
    await recordAudit(uow, {
      actorId,
      action: 'update',
      entity: 'user',
      entityId: id,
      summary: `Changed the instructor share of ${account.email}: ${shown(before)} → ${shown(share)}`,
    });
  });
  return getInstructorShare(ctx, id);
}
