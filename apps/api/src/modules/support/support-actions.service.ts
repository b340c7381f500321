import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/executor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { findAccountById } from '../account/account-records.service.js';
import { grantFinalAttempts } from '../assessments/final-grants.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { sendFreshCodes } from '../auth/signup.service.js';
import { addLearners, courseLabelsByIds } from '../courses/courses.service.js';
import { hasPurchased, recordPurchase } from '../purchases/purchases.service.js';

/**
 * What support may do for a learner (issue 27), each audited in the transaction that does it: more
 * final attempts, a course without a sale, fresh verification codes.
 */

type SupportDeps = Pick<AppContext, 'db' | 'storage' | 'effects'>;

async function learner(ctx: Pick<AppContext, 'db'>, userId: string) {
  const account = await findAccountById(ctx.db, userId);
  if (!account) throw notFound('This user does not exist');
  return account;
}

async function courseTitle(ctx: SupportDeps, courseId: string): Promise<string> {
  const label = (await courseLabelsByIds(ctx.db, ctx, [courseId])).get(courseId);
  if (!label) throw notFound('This course does not exist');
  return label.title;
}

/** `extra` more attempts at the course's final, for a learner who owns the course. */
export async function grantMoreFinalAttempts(
  ctx: SupportDeps,
  actorId: string,
  userId: string,
  body: { courseId: string; extra: number },
): Promise<void> {
  const account = await learner(ctx, userId);
  const title = await courseTitle(ctx, body.courseId);
  if (!(await hasPurchased(ctx.db, userId, body.courseId)))
    throw conflict(`${account.email} does not own “${title}”: enrol them first`);
  await inTransaction(ctx.db, async (trx, uow) => {
    await grantFinalAttempts(trx, { userId, courseId: body.courseId, extra: body.extra, grantedBy: actorId });
    await recordAudit(uow, {
      actorId,
      action: 'grant-attempts',
      entity: 'user',
      entityId: userId,
      summary: `${account.email}: ${body.extra} more final attempt${body.extra === 1 ? '' : 's'} at “${title}”`,
    });
  });
}

/** Enrols the learner without a sale: a purchase with no payment, nothing paid and nothing to refund. */
export async function grantCourse(
  ctx: SupportDeps,
  actorId: string,
  userId: string,
  courseId: string,
): Promise<void> {
  const account = await learner(ctx, userId);
  const title = await courseTitle(ctx, courseId);
  await inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    const id = await recordPurchase(trx, {
      userId,
      courseId,
      amount: 0,
      currency: 'USD',
      paymentId: null,
      source: 'grant',
    });
    if (!id) throw conflict(`${account.email} already owns “${title}”`);
    await addLearners(trx, courseId, 1);
    await recordAudit(uow, {
      actorId,
      action: 'grant-course',
      entity: 'user',
      entityId: userId,
      summary: `${account.email}: enrolled in “${title}” without a sale`,
    });
    // The course's learner count is shown publicly.
    uow.invalidateCatalogue();
  });
}

/** New verification codes for an account still waiting to verify its email. */
export async function resendVerification(
  ctx: Parameters<typeof sendFreshCodes>[1] & Pick<AppContext, 'db'>,
  actorId: string,
  userId: string,
): Promise<void> {
  const account = await learner(ctx, userId);
  if (account.emailVerified === 1) throw conflict(`${account.email} is verified already`);
  await inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    await sendFreshCodes(trx, ctx, account);
    await recordAudit(uow, {
      actorId,
      action: 'resend-verification',
      entity: 'user',
      entityId: userId,
      summary: `${account.email}: new verification codes sent`,
    });
  });
}
