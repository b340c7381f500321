import { DEFAULT_LOCALE, type Locale } from '@coursewise/contract';
import { amountsTable, codeBlock, link, linkify, mailtoLink, paragraph as p } from './mail-blocks.js';
import { composeMail } from './mail-layout.js';
import { mailWords } from './words/index.js';

/**
 * A sign-up's code, in the language of the page it was asked from; `startedAt` tells apart the codes of
 * several sign-ups with one address.
 */
export const verificationCodeEmail = (
  to: string,
  code: string,
  siteName: string,
  startedAt?: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.verification.subject(siteName, code),
    blocks: [
      p(words.verification.welcome),
      p(words.verification.enterCode),
      codeBlock(code),
      ...(startedAt ? [p(words.verification.startedAt(words.utcTime(startedAt)))] : []),
      p(words.verification.ignore),
    ],
  });
};

/** The one-time code a right password needs while the account is under attack from many addresses. */
export const signinCodeEmail = (
  to: string,
  code: string,
  ip: string,
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.signin.subject(siteName, code),
    blocks: [p(words.hello), p(words.signin.newPlace(ip)), codeBlock(code), p(words.signin.notYou)],
  });
};

export const resetCodeEmail = (
  to: string,
  code: string,
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.reset.subject(siteName, code),
    blocks: [p(words.hello), p(words.reset.enterCode), codeBlock(code), p(words.reset.ignore)],
  });
};

/** Sent instead of a code when someone signs up with an address that already has an account. */
export const signupAttemptEmail = (to: string, siteName: string, locale: Locale = DEFAULT_LOCALE) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.signupAttempt.subject(siteName),
    blocks: [
      p(words.hello),
      p(words.signupAttempt.tried),
      p(words.signupAttempt.ifYou),
      p(words.signupAttempt.ifNot),
    ],
  });
};

export const passwordChangedEmail = (to: string, siteName: string, locale: Locale = DEFAULT_LOCALE) => {
  const words = mailWords(locale);
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.passwordChanged.subject(siteName),
    blocks: [p(words.hello), p(words.passwordChanged.changed), p(words.passwordChanged.notYou)],
  });
};

export const accountDeletedEmail = (to: string, siteName: string, locale: Locale = DEFAULT_LOCALE) => {
  const words = mailWords(locale).accountDeleted;
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.subject(siteName),
    blocks: [p(words.goodbye), p(words.erased), p(words.records)],
  });
};

/**
 * A contact-form message, to the school. It answers to the sender (Reply-To), so it is sent directly:
 * the mail queue keeps no Reply-To.
 */
export const contactMessageEmail = (
  to: string,
  message: { name: string; email: string; subject: string | null; message: string },
  siteName: string,
) =>
  composeMail({
    to,
    siteName,
    subject: `Contact form: ${message.subject ?? `message from ${message.name}`}`.slice(0, 200),
    replyTo: { name: message.name, address: message.email },
    blocks: [
      p(`${message.name} <`, mailtoLink(message.email), '> wrote through the contact form:'),
      p(...linkify(message.message.replace(/\r\n?/g, '\n'))),
      p(`Reply to this email to answer ${message.name}: the reply goes to ${message.email}.`),
    ],
  });

/** What a receipt says, already worded and formatted by the payments module. */
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

export const receiptEmail = (to: string, receipt: ReceiptContent, siteName: string) =>
  composeMail({
    to,
    siteName,
    subject: `Your ${siteName} receipt ${receipt.receiptNumber}`,
    blocks: [
      p('Thank you for your purchase!'),
      p(
        `Receipt ${receipt.receiptNumber}, paid on ${receipt.paidOn}${receipt.card ? ` with your ${receipt.card}` : ''}.`,
      ),
      amountsTable(receipt.rows),
      receipt.giftFor
        ? p(`This course is a gift for ${receipt.giftFor}: we sent them a mail with the code to redeem it.`)
        : p('Your courses are waiting for you under "My learning".'),
      p('You can see or print this receipt at any time: ', link(receipt.receiptUrl)),
      ...(receipt.invoiceNumber
        ? [p(`Invoice ${receipt.invoiceNumber} can be downloaded from the same page.`)]
        : []),
    ],
  });

/** What an enrolment mail says: the courses, each with its player link, already worded. */
export interface EnrolmentContent {
  courses: { title: string; playerUrl: string }[];
  /** The coupon that made the checkout free, or null for a free course. */
  couponCode: string | null;
}

/** Courses owned without a payment (a free course, or a 100 % coupon): no receipt, this instead. */
export const enrolmentEmail = (to: string, enrolment: EnrolmentContent, siteName: string) => {
  const [only] = enrolment.courses;
  const what =
    enrolment.courses.length === 1 && only ? `“${only.title}”` : `${enrolment.courses.length} courses`;
  return composeMail({
    to,
    siteName,
    subject: `You are enrolled in ${what}`.slice(0, 200),
    blocks: [
      p('Welcome!'),
      p(
        enrolment.couponCode
          ? `Your coupon ${enrolment.couponCode} made these courses free: nothing was charged.`
          : 'These courses are free: nothing was charged and there is no receipt.',
      ),
      ...enrolment.courses.map((course) => p(`${course.title}: `, link(course.playerUrl))),
      p('They are waiting for you under "My learning".'),
    ],
  });
};
/** The recipient of a gift: who sent it, their message, and the code with the link that redeems it. */
export const giftEmail = (
  to: string,
  gift: { from: string; message: string | null; courseTitle: string; code: string; redeemUrl: string },
  siteName: string,
) =>
  composeMail({
    to,
    siteName,
    subject: `${gift.from} sent you a course on ${siteName}: ${gift.courseTitle}`,
    blocks: [
      p('Hello,'),
      p(`${gift.from} gave you the course "${gift.courseTitle}" on ${siteName}.`),
      ...(gift.message ? [p(`${gift.from} wrote:`), p(...linkify(gift.message))] : []),
      p('Your gift code:'),
      codeBlock(gift.code),
      p('Redeem it here (sign in or create an account first): ', link(gift.redeemUrl)),
      p(
        'The code works once. If you already own the course, you can choose another of the same price or less.',
      ),
    ],
  });

/** The buyer of a gift, once it was redeemed. */
export const giftRedeemedEmail = (
  to: string,
  gift: { recipientEmail: string; courseTitle: string },
  siteName: string,
) =>
  composeMail({
    to,
    siteName,
    subject: `Your ${siteName} gift was redeemed`,
    blocks: [
      p('Hello,'),
      p(`The gift you sent to ${gift.recipientEmail} was redeemed: "${gift.courseTitle}" is theirs now.`),
    ],
  });

/** A refund of courses the learner had already bought (two payments for one course). */
export const refundEmail = (
  to: string,
  refund: { receiptNumber: string; amount: string; rows: [string, string][] },
  siteName: string,
) =>
  composeMail({
    to,
    siteName,
    subject: `We refunded ${refund.amount} from your ${siteName} receipt ${refund.receiptNumber}`,
    blocks: [
      p('Hello,'),
      p(
        `You already owned these courses when payment ${refund.receiptNumber} went through, so we refunded them:`,
      ),
      amountsTable(refund.rows),
      p(
        `The ${refund.amount} goes back to the card you paid with; banks usually show it within 5 to 10 days.`,
      ),
      p('You keep the courses: nothing else changes.'),
    ],
  });

/** A payment charged after its checkout's prices moved: nothing was bought and it all goes back. */
export const staleCheckoutRefundEmail = (
  to: string,
  refund: { reason: string; amount: string; rows: [string, string][] },
  siteName: string,
) =>
  composeMail({
    to,
    siteName,
    subject: `We refunded your ${siteName} payment of ${refund.amount}`,
    blocks: [
      p('Hello,'),
      p(`${refund.reason} So we did not complete this order:`),
      amountsTable(refund.rows),
      p(
        `The ${refund.amount} goes back to the card you paid with; banks usually show it within 5 to 10 days.`,
      ),
      p('Nothing was bought. You are welcome to check out again at the current price.'),
    ],
  });

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
) =>
  composeMail({
    to,
    siteName,
    subject: `Your refund for "${refund.courseTitle}"`.slice(0, 200),
    blocks: [
      p('Hello,'),
      p(
        `We have refunded your purchase of "${refund.courseTitle}"${refund.receiptNumber ? ` (receipt ${refund.receiptNumber})` : ''}.`,
      ),
      p(
        refund.amount === null
          ? 'There was no payment to give back.'
          : `The ${refund.amount} goes back to the card you paid with; banks usually show it within 5 to 10 days.`,
      ),
      ...(refund.note ? [p(`A note from us: ${refund.note}`)] : []),
      p('The course is no longer in "My learning". You are welcome to buy the course again.'),
      ...(refund.certificateNumber
        ? [
            p(
              `Your certificate ${refund.certificateNumber} for this course has been revoked with the refund: its verification page now shows it as revoked.`,
            ),
          ]
        : []),
    ],
  });

/** What a certificate email says, already worded by the certificates module. */
export interface CertificateContent {
  holderName: string;
  courseTitle: string;
  number: string;
  /** "87%". */
  score: string;
  /** "23 November 2026". */
  issuedOn: string;
  certificateUrl: string;
  pdfUrl: string;
}

export const certificateEmail = (
  to: string,
  certificate: CertificateContent,
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
) => {
  const words = mailWords(locale).certificate;
  return composeMail({
    to,
    siteName,
    locale,
    subject: words.subject(siteName, certificate.courseTitle).slice(0, 200),
    blocks: [
      p(words.congratulations(certificate.holderName)),
      p(words.passed(certificate.courseTitle, certificate.score, certificate.issuedOn, certificate.number)),
      p(words.page, link(certificate.certificateUrl)),
      p(words.pdf, link(certificate.pdfUrl)),
      p(words.genuine),
    ],
  });
};

/** An admin declined the learner's refund request; the note says why. */
export const refundRequestDeclinedEmail = (
  to: string,
  decision: { courseTitle: string; note: string; purchasesUrl: string },
  siteName: string,
) =>
  composeMail({
    to,
    siteName,
    subject: `Your refund request for "${decision.courseTitle}"`.slice(0, 200),
    blocks: [
      p('Hello,'),
      p(`We have looked at your request for a refund of "${decision.courseTitle}" and declined it.`),
      p(`Our note: ${decision.note}`),
      p('The course stays yours. Your purchases: ', link(decision.purchasesUrl)),
    ],
  });

/** An instructor added to a course as its co-instructor. */
export const coInstructorEmail = (
  to: string,
  invite: { courseTitle: string; ownerName: string },
  siteName: string,
) =>
  composeMail({
    to,
    siteName,
    subject: `You can now edit "${invite.courseTitle}" on ${siteName}`,
    blocks: [
      p('Hello,'),
      p(`${invite.ownerName} added you as a co-instructor of "${invite.courseTitle}".`),
      p('Open the studio to find it among your courses.'),
    ],
  });

/** An admin returned a course submitted for review; the note says what to change. */
export const courseReturnedEmail = (
  to: string,
  review: { courseTitle: string; note: string },
  siteName: string,
) =>
  composeMail({
    to,
    siteName,
    subject: `"${review.courseTitle}" needs changes before it is published`.slice(0, 200),
    blocks: [
      p('Hello,'),
      p(`We have reviewed "${review.courseTitle}" and returned it to you with this note:`),
      p(...linkify(review.note)),
      p('Edit the course in your studio and submit it for review again.'),
    ],
  });

/** A course the instructor teaches was published: learners can buy it now. */
export const coursePublishedEmail = (
  to: string,
  course: { courseTitle: string; courseUrl: string },
  siteName: string,
) =>
  composeMail({
    to,
    siteName,
    subject: `"${course.courseTitle}" is published on ${siteName}`.slice(0, 200),
    blocks: [
      p('Hello,'),
      p(`"${course.courseTitle}" is published: learners can find and buy it now.`),
      p('Its page: ', link(course.courseUrl)),
      p('Edits you make to it in your studio go live at once.'),
    ],
  });

/** What an announcement mail says: the post as paragraphs of text, with its course's links. */
export interface AnnouncementContent {
  courseTitle: string;
  title: string;
  authorName: string | null;
  paragraphs: string[];
  courseUrl: string;
  /** The profile page, where the learner turns these mails off. */
  preferencesUrl: string;
}

/** A course's announcement to one of its learners; the last line says how to stop them. */
export const announcementEmail = (to: string, announcement: AnnouncementContent, siteName: string) =>
  composeMail({
    to,
    siteName,
    subject: `${announcement.courseTitle}: ${announcement.title}`.slice(0, 200),
    blocks: [
      p(
        `${announcement.authorName ?? 'Your instructor'} posted an announcement in "${announcement.courseTitle}":`,
      ),
      p(announcement.title),
      ...announcement.paragraphs.map((text) => p(...linkify(text))),
      p('Open the course: ', link(announcement.courseUrl)),
      p(
        'To stop these emails, turn off course announcements on your profile: ',
        link(announcement.preferencesUrl),
      ),
    ],
  });

/** The daily digest of notifications left unread for a day: each line's text and its page. */
export const notificationDigestEmail = (
  to: string,
  digest: { items: { text: string; url: string }[]; more: number; notificationsUrl: string },
  siteName: string,
) =>
  composeMail({
    to,
    siteName,
    subject:
      digest.items.length + digest.more === 1
        ? `You have an unread notification on ${siteName}`
        : `You have ${digest.items.length + digest.more} unread notifications on ${siteName}`,
    blocks: [
      p('Hello,'),
      p('While you were away:'),
      ...digest.items.map((item) => p(item.text, ' ', link(item.url))),
      ...(digest.more > 0 ? [p(`And ${digest.more} more.`)] : []),
      p('All your notifications: ', link(digest.notificationsUrl)),
      p('You can turn this daily email off on that page.'),
    ],
  });
