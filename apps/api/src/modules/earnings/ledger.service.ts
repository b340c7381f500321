import type { Executor } from '../../db/executor.js';
import { newId } from '../../lib/ids.js';
import { ownersOfCourses } from '../authoring/course-instructors.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import * as repo from './ledger.repository.js';

/**
 * The earnings ledger's writes, called inside the payment's fulfilment and the refund's transaction.
 * Each course of a sale gets one line: gross (what the learner paid for it, after the coupon), the
 * instructor's net (gross × share, rounded down) and the platform's fee (the rest), so fee + net =
 * gross exactly. The course's owner is paid (co-instructors are paid by the owner, not the ledger); a
 * course without instructors writes a platform-only line (share 0), so the ledger's gross per currency
 * always equals the payments net of refunds.
 */

export type LedgerCurrency = repo.Currency;

/** Net and fee of `gross` minor units at `share` %: the net rounded down, the fee the rest. */
export function splitGross(gross: number, share: number): { instructorNet: number; platformFee: number } {
  const instructorNet = Math.floor((gross * share) / 100);
  return { instructorNet, platformFee: gross - instructorNet };
}

/** The instructor's share in %: their override, else the `instructorShare` setting. */
export async function shareOf(db: Executor, instructorId: string): Promise<number> {
  const override = await repo.findShareOverride(db, instructorId);
  return override ?? (await getEditableSettings(db)).instructorShare;
}

export interface SoldLine {
  courseId: string;
  /** Minor units charged for the course (after its discount); 0 writes nothing. */
  amount: number;
  /** The purchase it made; null for a gift (redeemed later, by someone else). */
  purchaseId: string | null;
}

/** Writes the sale's lines (in the fulfilment's transaction), one per course charged. */
export async function recordSaleLines(
  db: Executor,
  sale: { paymentId: string; currency: LedgerCurrency; at: string; lines: SoldLine[] },
): Promise<void> {
  const charged = sale.lines.filter((line) => line.amount > 0);
  if (charged.length === 0) return;
  const owners = await ownersOfCourses(
    db,
    charged.map((line) => line.courseId),
  );
  const shares = new Map<string, number>();
  for (const owner of new Set(owners.values())) shares.set(owner, await shareOf(db, owner));
  await repo.insertLedgerLines(
    db,
    charged.map((line) => {
      const instructorId = owners.get(line.courseId) ?? null;
      const share = instructorId ? (shares.get(instructorId) ?? 0) : 0;
      return {
        id: newId(),
        kind: 'sale' as const,
        paymentId: sale.paymentId,
        purchaseId: line.purchaseId,
        courseId: line.courseId,
        instructorId,
        currency: sale.currency,
        gross: line.amount,
        ...splitGross(line.amount, share),
        share,
        createdAt: sale.at,
      };
    }),
  );
}

/**
 * Writes the reversing line of one course of a payment (in the refund's transaction): the sale line
 * negated, with the share it was sold at. A sale without a line (paid before the ledger began) or one
 * already reversed writes nothing.
 */
export async function recordRefundLine(
  db: Executor,
  refund: { paymentId: string; courseId: string; at: string },
): Promise<void> {
  const sale = await repo.findSaleLine(db, refund.paymentId, refund.courseId);
  if (!sale || (await repo.hasRefundLine(db, refund.paymentId, refund.courseId))) return;
  await repo.insertLedgerLines(db, [
    {
      ...sale,
      id: newId(),
      kind: 'refund',
      gross: -sale.gross,
      platformFee: -sale.platformFee,
      instructorNet: -sale.instructorNet,
      createdAt: refund.at,
    },
  ]);
}

/** Every line's gross summed per currency (what the payments net of refunds must equal). */
export function ledgerGrossPerCurrency(db: Executor) {
  return repo.grossPerCurrency(db);
}
