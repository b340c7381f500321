import { randomInt } from 'node:crypto';
import type { GiftInput, GiftSummary } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor, UnitOfWork } from '../../db/executor.js';
import { unprocessable } from '../../lib/app-error.js';
import { hashCode } from '../../lib/codes.js';
import { normalizeEmail } from '../../lib/email-address.js';
import { newId } from '../../lib/ids.js';
import { findAccountByEmail, findAccountById } from '../account/account-records.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { mailWords, recipientLocale } from '../mail/mail.service.js';
import { queueMail } from '../mail/mail-queue.service.js';
import { giftEmail } from '../mail/templates.js';
import { notify as notifyUser } from '../notifications/notifications.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import * as repo from './gifts.repository.js';

/**
 * Gifts (issue 22, item 3): a course bought for someone else. The gift is written with its payment;
 * when the payment succeeds, fulfilment gives it a code (mailed to the recipient, kept as an HMAC)
 * instead of a purchase. Redeeming is `gift-redeem.service.ts`.
 */

// Crockford-like: no I, L, O or U, so a code read aloud or typed from paper is not mistaken.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
export const GIFT_CODE_LENGTH = 16;

/** A fresh code: 16 characters of a 32-letter alphabet (80 bits), in groups of four. */
export function generateGiftCode(): string {
  const chars = Array.from({ length: GIFT_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(0, 32)]);
  return chars.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** The code's HMAC with the server secret; `code` is already normalised (no dashes, upper case). */
export const hashGiftCode = (secret: string, code: string) => hashCode(secret, 'gift', 'gift', code);

export function toGiftSummary(
  row: Pick<repo.GiftRow, 'recipientEmail' | 'message' | 'codeHint' | 'redeemedAt'>,
): GiftSummary {
  return {
    recipientEmail: row.recipientEmail,
    message: row.message,
    codeHint: row.codeHint,
    redeemedAt: row.redeemedAt,
  };
}

/**
 * Checks a checkout's `gift` (not the buyer's own address) and writes it with the payment, in the
 * checkout's transaction; the checkout already made sure it is one course.
 */
export async function writePendingGift(
  trx: Executor,
  order: { paymentId: string; buyerId: string; courseId: string; gift: GiftInput; now: string },
): Promise<void> {
  const recipient = normalizeEmail(order.gift.email);
  const buyer = await findAccountById(trx, order.buyerId);
  if (buyer && normalizeEmail(buyer.email) === recipient)
    throw unprocessable(
      'GIFT_TO_SELF',
      'This is your own address: to buy the course for yourself, check out without a gift',
    );
  const message = order.gift.message?.trim() || null;
  await repo.insertGift(trx, {
    id: newId(),
    paymentId: order.paymentId,
    courseId: order.courseId,
    recipientEmail: recipient,
    message,
    codeHash: null,
    codeHint: null,
    createdAt: order.now,
    redeemedAt: null,
    redeemedBy: null,
    purchaseId: null,
  });
}

/** The gift a payment pays for, if it is one. */
export function findGiftOfPayment(db: Executor, paymentId: string): Promise<repo.GiftRow | undefined> {
  return repo.findGiftByPayment(db, paymentId);
}

/**
 * In the fulfilment's transaction: the gift gets its code, and (unless `notify` is off) the
 * recipient's mail is queued with it, naming the buyer by first name, their message and the link.
 * A recipient who has an account (by the gift's address) also gets a notification; the code stays
 * in the mail only (the notification is stored in clear, the code is kept as an HMAC).
 */
export async function fulfilGift(
  uow: UnitOfWork,
  ctx: Pick<AppContext, 'config' | 'storage'>,
  gift: repo.GiftRow,
  buyerId: string,
  notify: boolean,
): Promise<void> {
  const trx = uow.trx;
  const code = generateGiftCode();
  const plain = code.replace(/-/g, '');
  await repo.setGiftCode(trx, gift.id, hashGiftCode(ctx.config.jwtSecret, plain), plain.slice(-4));
  if (!notify) return;
  const buyer = await findAccountById(trx, buyerId);
  const { siteName } = await getEditableSettings(trx);
  const course = (await courseLabelsByIds(trx, ctx, [gift.courseId])).get(gift.courseId);
  // In the recipient's language if they have an account that chose one, else in the buyer's.
  const recipient = await findAccountByEmail(trx, gift.recipientEmail);
  const locale = recipientLocale(recipient?.locale, recipientLocale(buyer?.locale));
  const words = mailWords(locale);
  const from = buyer?.firstName?.trim() || words.gift.someone;
  const courseTitle = course?.title ?? words.aCourse;
  await queueMail(
    trx,
    giftEmail(
      gift.recipientEmail,
      {
        from,
        message: gift.message,
        courseTitle,
        code,
        redeemUrl: `${ctx.config.publicUrl}/gifts/redeem?code=${code}`,
      },
      siteName,
      locale,
    ),
  );
  if (recipient && !recipient.deletedAt && recipient.id !== buyerId) {
    await notifyUser(uow, {
      userId: recipient.id,
      kind: 'gift_received',
      data: { courseTitle, from },
      link: '/gifts/redeem',
    });
  }
}
