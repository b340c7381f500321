import { DEFAULT_LOCALE, type Locale } from '@coursewise/contract';
import { codeBlock, link, linkify, mailtoLink, paragraph as p } from './mail-blocks.js';
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

export * from './commerce-templates.js';
export * from './teaching-templates.js';
