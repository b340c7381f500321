import type { MailMessage } from './mailer.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Layout {
  to: string;
  subject: string;
  siteName: string;
  greeting: string;
  paragraphs: string[];
  code?: string;
  /** Rows of label and amount (an order's lines), shown after the first paragraph; the last row bold. */
  table?: [label: string, value: string][];
}

function tableText(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  return [...rows.map(([label, value]) => `    ${label.padEnd(width)}   ${value}`), ''];
}

function tableHtml(rows: [string, string][]): string {
  const cell = 'padding:6px 0;border-bottom:1px solid #e9ecef';
  const body = rows
    .map(([label, value], i) => {
      const weight = i === rows.length - 1 ? 'font-weight:700;' : '';
      return `<tr><td style="${weight}${cell}">${escapeHtml(label)}</td><td style="${weight}${cell};text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  return `<table style="width:100%;border-collapse:collapse;margin:16px 0">${body}</table>`;
}

/** Every email has a plain-text body and a simple, inline-styled HTML body saying the same. */
function render({ to, subject, siteName, greeting, paragraphs, code, table }: Layout): MailMessage {
  const afterFirst = (i: number) => i === 0 && (code || table);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p, i) =>
      afterFirst(i)
        ? [p, '', ...(code ? [`    ${code}`, ''] : []), ...(table ? tableText(table) : [])]
        : [p, ''],
    ),
    `— ${siteName}`,
  ].join('\n');
  const codeBlock = code
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700;color:#0c8599;margin:16px 0">${escapeHtml(code)}</p>`
    : '';
  const tableBlock = table ? tableHtml(table) : '';
  const body = paragraphs
    .map((p, i) => `<p>${escapeHtml(p)}</p>${i === 0 ? codeBlock + tableBlock : ''}`)
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#212529;max-width:560px;margin:auto;padding:24px"><h1 style="color:#22b8cf;font-size:22px">${escapeHtml(siteName)}</h1><p>${escapeHtml(greeting)}</p>${body}<p style="color:#868e96;font-size:13px">— ${escapeHtml(siteName)}</p></body></html>`;
  return { to, subject, text, html };
}

const utcTime = (iso: string) => `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`;

/** A sign-up's code; `startedAt` tells apart the codes of several sign-ups with one address. */
export const verificationCodeEmail = (to: string, code: string, siteName: string, startedAt?: string) =>
  render({
    to,
    siteName,
    subject: `Your ${siteName} verification code: ${code}`,
    greeting: 'Welcome!',
    code,
    paragraphs: [
      `Enter this code to verify your email address. It expires in 15 minutes.`,
      ...(startedAt
        ? [
            `It completes the sign-up started on ${utcTime(startedAt)}, with the password chosen then. If you did not start a sign-up then, do not enter this code.`,
          ]
        : []),
      'If you did not create an account, you can ignore this email.',
    ],
  });

/** The one-time code a right password needs while the account is under attack from many addresses. */
export const signinCodeEmail = (to: string, code: string, ip: string, siteName: string) =>
  render({
    to,
    siteName,
    subject: `Your ${siteName} sign-in code: ${code}`,
    greeting: 'Hello,',
    code,
    paragraphs: [
      `Someone signed in with your password from ${ip}. Many wrong passwords were tried on your account lately, so a sign-in from a new place also needs this code. It expires in 15 minutes.`,
      'If this was not you, your password is known to someone else: do not share this code, and change your password now.',
    ],
  });

export const resetCodeEmail = (to: string, code: string, siteName: string) =>
  render({
    to,
    siteName,
    subject: `Your ${siteName} password reset code: ${code}`,
    greeting: 'Hello,',
    code,
    paragraphs: [
      'Enter this code to choose a new password. It expires in 15 minutes.',
      'If you did not ask to reset your password, you can ignore this email; your password stays the same.',
    ],
  });

/** Sent instead of a code when someone signs up with an address that already has an account. */
export const signupAttemptEmail = (to: string, siteName: string) =>
  render({
    to,
    siteName,
    subject: `Someone tried to sign up to ${siteName} with your email`,
    greeting: 'Hello,',
    paragraphs: [
      'Someone just tried to create an account with this email address, which already has one.',
      'If it was you, simply sign in. If you have forgotten your password, reset it with "Forgot password?" on the sign-in page.',
      'If it was not you, you can ignore this email: your account has not changed.',
    ],
  });

export const passwordChangedEmail = (to: string, siteName: string) =>
  render({
    to,
    siteName,
    subject: `Your ${siteName} password was changed`,
    greeting: 'Hello,',
    paragraphs: [
      'The password of your account was just changed, and every other signed-in device was signed out.',
      'If this was not you, reset your password now with "Forgot password?" on the sign-in page.',
    ],
  });

export const accountDeletedEmail = (to: string, siteName: string) =>
  render({
    to,
    siteName,
    subject: `Your ${siteName} account was deleted`,
    greeting: 'Goodbye,',
    paragraphs: [
      'Your account and its personal data have been erased, as you asked.',
      'Records of past sales are kept without your name, as the law requires. You are welcome back any time.',
    ],
  });

export const contactMessageEmail = (
  to: string,
  message: { name: string; email: string; subject: string | null; message: string },
  siteName: string,
) =>
  render({
    to,
    siteName,
    subject: `Contact form: ${message.subject ?? `message from ${message.name}`}`.slice(0, 200),
    greeting: `${message.name} <${message.email}> wrote through the contact form:`,
    paragraphs: [message.message, 'Reply to the address above to answer.'],
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
}

export const receiptEmail = (to: string, receipt: ReceiptContent, siteName: string) =>
  render({
    to,
    siteName,
    subject: `Your ${siteName} receipt ${receipt.receiptNumber}`,
    greeting: 'Thank you for your purchase!',
    table: receipt.rows,
    paragraphs: [
      `Receipt ${receipt.receiptNumber}, paid on ${receipt.paidOn}${receipt.card ? ` with your ${receipt.card}` : ''}.`,
      'Your courses are waiting for you under "My learning".',
      `You can see or print this receipt at any time: ${receipt.receiptUrl}`,
    ],
  });

/** A refund of courses the learner had already bought (two payments for one course). */
export const refundEmail = (
  to: string,
  refund: { receiptNumber: string; amount: string; rows: [string, string][] },
  siteName: string,
) =>
  render({
    to,
    siteName,
    subject: `We refunded ${refund.amount} from your ${siteName} receipt ${refund.receiptNumber}`,
    greeting: 'Hello,',
    table: refund.rows,
    paragraphs: [
      `You already owned these courses when payment ${refund.receiptNumber} went through, so we refunded them:`,
      `The ${refund.amount} goes back to the card you paid with; banks usually show it within 5 to 10 days.`,
      'You keep the courses: nothing else changes.',
    ],
  });

/** A payment charged after its checkout's prices moved: nothing was bought and it all goes back. */
export const staleCheckoutRefundEmail = (
  to: string,
  refund: { reason: string; amount: string; rows: [string, string][] },
  siteName: string,
) =>
  render({
    to,
    siteName,
    subject: `We refunded your ${siteName} payment of ${refund.amount}`,
    greeting: 'Hello,',
    table: refund.rows,
    paragraphs: [
      `${refund.reason} So we did not complete this order:`,
      `The ${refund.amount} goes back to the card you paid with; banks usually show it within 5 to 10 days.`,
      'Nothing was bought. You are welcome to check out again at the current price.',
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
  },
  siteName: string,
) =>
  render({
    to,
    siteName,
    subject: `Your refund for "${refund.courseTitle}"`.slice(0, 200),
    greeting: 'Hello,',
    paragraphs: [
      `We have refunded your purchase of "${refund.courseTitle}"${refund.receiptNumber ? ` (receipt ${refund.receiptNumber})` : ''}.`,
      refund.amount === null
        ? 'There was no payment to give back.'
        : `The ${refund.amount} goes back to the card you paid with; banks usually show it within 5 to 10 days.`,
      'The course is no longer in "My learning". You are welcome to buy the course again.',
      ...(refund.certificateNumber
        ? [
            `Your certificate ${refund.certificateNumber} for this course has been revoked with the refund: its verification page now shows it as revoked.`,
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

export const certificateEmail = (to: string, certificate: CertificateContent, siteName: string) =>
  render({
    to,
    siteName,
    subject: `Your ${siteName} certificate: ${certificate.courseTitle}`.slice(0, 200),
    greeting: `Congratulations, ${certificate.holderName}!`,
    paragraphs: [
      `You passed the final assessment of "${certificate.courseTitle}" with ${certificate.score} on ${certificate.issuedOn}. Certificate ${certificate.number} is yours.`,
      `Your certificate page, to share or add to your profile: ${certificate.certificateUrl}`,
      `Download it as a PDF: ${certificate.pdfUrl}`,
      'Anyone with the link or the QR code on the PDF can check that it is genuine.',
    ],
  });
