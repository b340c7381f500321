import { DEFAULT_LOCALE, type Locale } from '@coursewise/contract';
import { amountsTable, codeBlock, link, linkify, paragraph as p } from './mail-blocks.js';
import { composeMail } from './mail-layout.js';
import { mailWords } from './words/index.js';

/** What a receipt says, already worded and formatted (in the recipient's language) by the payments module. */
export interface ReceiptContent {
  receiptNumber: string;
  /** "23 November 2026". */
  paidOn: string;
  /** "Visa ending in 4242", or null when the provider did not say. */
  card: string | null;
  /** Each course and its amount ("£15.79"), then the total row. */
  rows: [string, string][];
  receiptUrl: string;
  /** The recipient's address when the order was a gift. */
  giftFor?: string;
  /** `INV-000123`: the receipt page offers the invoice PDF. */
  invoiceNumber?: string | null;
}

export const receiptEmail = (
  to: string,
  receipt: ReceiptContent,
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale).receipt;
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.subject(siteName, receipt.receiptNumber),
    blocks: [
      p(words.thanks),
      p(words.paid(receipt.receiptNumber, receipt.paidOn, receipt.card)),
      amountsTable(receipt.rows),
      receipt.giftFor ? p(words.giftFor(receipt.giftFor)) : p(words.waiting),
      p(words.seeOrPrint, link(receipt.receiptUrl)),
      ...(receipt.invoiceNumber ? [p(words.invoice(receipt.invoiceNumber))] : []),
    ],
  });
};

/** What an enrolment mail says: the courses, each with its player link, already worded. */
export interface EnrolmentContent {
  courses: { title: string; playerUrl: string }[];
  /** The coupon that made the checkout free, or null for a free course. */
  couponCode: string | null;
}

/** Courses owned without a payment (a free course, or a 100 % coupon): no receipt, this instead. */
export const enrolmentEmail = (
  to: string,
  enrolment: EnrolmentContent,
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale).enrolment;
  const [only] = enrolment.courses;
  const title = enrolment.courses.length === 1 && only ? only.title : null;
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.subject(title, enrolment.courses.length).slice(0, 200),
    blocks: [
      p(words.welcome),
      p(enrolment.couponCode ? words.coupon(enrolment.couponCode) : words.free),
      ...enrolment.courses.map((course) => p(`${course.title}: `, link(course.playerUrl))),
      p(words.waiting),
    ],
  });
};

/** The recipient of a gift: who sent it, their message, and the code with the link that redeems it. */
export const giftEmail = (
  to: string,
  gift: { from: string; message: string | null; courseTitle: string; code: string; redeemUrl: string },
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.gift.subject(gift.from, siteName, gift.courseTitle),
    blocks: [
      p(words.hello),
      p(words.gift.gave(gift.from, gift.courseTitle, siteName)),
      ...(gift.message ? [p(words.gift.wrote(gift.from)), p(...linkify(gift.message))] : []),
      p(words.gift.code),
      codeBlock(gift.code),
      p(words.gift.redeem, link(gift.redeemUrl)),
      p(words.gift.once),
    ],
  });
};

/** The buyer of a gift, once it was redeemed. */
export const giftRedeemedEmail = (
  to: string,
  gift: { recipientEmail: string; courseTitle: string },
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.giftRedeemed.subject(siteName),
    blocks: [p(words.hello), p(words.giftRedeemed.redeemed(gift.recipientEmail, gift.courseTitle))],
  });
};

/** A refund of courses the learner had already bought (two payments for one course). */
export const refundEmail = (
  to: string,
  refund: { receiptNumber: string; amount: string; rows: [string, string][] },
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.refund.subject(refund.amount, siteName, refund.receiptNumber),
    blocks: [
      p(words.hello),
      p(words.refund.owned(refund.receiptNumber)),
      amountsTable(refund.rows),
      p(words.backToCard(refund.amount)),
      p(words.refund.keep),
    ],
  });
};

/** A payment charged after its checkout's prices moved: nothing was bought and it all goes back. */
export const staleCheckoutRefundEmail = (
  to: string,
  refund: { reason: string; amount: string; rows: [string, string][] },
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.staleRefund.subject(siteName, refund.amount),
    blocks: [
      p(words.hello),
      p(words.staleRefund.notCompleted(refund.reason)),
      amountsTable(refund.rows),
      p(words.backToCard(refund.amount)),
      p(words.staleRefund.nothingBought),
    ],
  });
};

/** A course refunded by the site (from the admin console): the money goes back, the access ends. */
export const courseRefundedEmail = (
  to: string,
  /**
   * `amount` is null when the purchase had no payment (nothing to give back); `certificateNumber` is the
   * learner's certificate for the course, revoked with the refund, or null when there was none.
   */
  refund: {
    courseTitle: string;
    amount: string | null;
    receiptNumber: string | null;
    certificateNumber: string | null;
    /** The admin's note on the learner's refund request. */
    note?: string | null;
  },
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  const refunded = words.courseRefunded;
  return composeMail({
    to,
    siteName,
    locale,
    subject: refunded.subject(refund.courseTitle).slice(0, 200),
    blocks: [
      p(words.hello),
      p(refunded.refunded(refund.courseTitle, refund.receiptNumber)),
      p(refund.amount === null ? refunded.noPayment : words.backToCard(refund.amount)),
      ...(refund.note ? [p(refunded.note(refund.note))] : []),
      p(refunded.gone),
      ...(refund.certificateNumber ? [p(refunded.revoked(refund.certificateNumber))] : []),
    ],
  });
};

/** An admin declined the learner's refund request; the note says why. */
export const refundRequestDeclinedEmail = (
  to: string,
  decision: { courseTitle: string; note: string; purchasesUrl: string },
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.refundDeclined.subject(decision.courseTitle).slice(0, 200),
    blocks: [
      p(words.hello),
      p(words.refundDeclined.declined(decision.courseTitle)),
      p(words.refundDeclined.note(decision.note)),
      p(words.refundDeclined.stays, link(decision.purchasesUrl)),
    ],
  });
};
