import { convert } from 'html-to-text';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from './mailer.js';
import * as templates from './templates.js';

/**
 * The recommended preset, less two rules that do not fit a mail:
 * - no-inline-style: many mail clients drop a <style> element, so each element carries its own style;
 * - long-title: the title is the mail's subject (a course title can make it long), which a mail client
 *   shows whole; the 70-character limit is for search results.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  // The doctype is written lowercase, as the HTML standard's own examples do.
  rules: {
    'no-inline-style': 'off',
    'long-title': 'off',
    'doctype-style': ['error', { style: 'lowercase' }],
  },
});

// What people type, with the characters that must stay text in HTML.
const hostile = 'Zoë <script>alert("x")</script> & O\'Brien';
const to = 'learner@example.com';
const site = 'Coursewise';
const rows: [string, string][] = [
  ['Bread & <b>butter</b>', '£15.79'],
  ['Sourdough', '£4.21'],
  ['Total', '£20.00'],
];

/** One sample of every template, named as exported; a template added without a sample fails below. */
const samples: Record<keyof typeof templates, MailMessage> = {
  verificationCodeEmail: templates.verificationCodeEmail(to, '123456', site, '2026-11-23T10:05:00.000Z'),
  signinCodeEmail: templates.signinCodeEmail(to, '654321', '203.0.113.7', site),
  resetCodeEmail: templates.resetCodeEmail(to, '111222', site),
  signupAttemptEmail: templates.signupAttemptEmail(to, site),
  passwordChangedEmail: templates.passwordChangedEmail(to, site),
  accountDeletedEmail: templates.accountDeletedEmail(to, site),
  contactMessageEmail: templates.contactMessageEmail(
    'team@school.example',
    {
      name: hostile,
      email: 'zoe+class@example.com',
      subject: 'Group <pricing> & "fees"',
      message: `Hello,\r\nsee https://example.com/a?b=1&c=2.\n\nAnd (https://example.org/x) too.\n</p><script>x</script>`,
    },
    site,
  ),
  giftEmail: templates.giftEmail(
    to,
    {
      from: hostile,
      message: `Enjoy <b>this</b> & "that"\nsee https://example.com/?a=1&b=2`,
      courseTitle: 'Bread & <b>butter</b>',
      code: 'ABCD-EFGH-JKMN-PQRS',
      redeemUrl: 'https://coursewise.example/gifts/redeem?code=ABCD-EFGH-JKMN-PQRS',
    },
    site,
  ),
  giftRedeemedEmail: templates.giftRedeemedEmail(
    to,
    { recipientEmail: 'friend@example.com', courseTitle: 'Bread & <b>butter</b>' },
    site,
  ),
  coInstructorEmail: templates.coInstructorEmail(
    to,
    { courseTitle: 'Bread & <b>butter</b>', ownerName: 'Ada <Lovelace>' },
    site,
  ),
  courseReturnedEmail: templates.courseReturnedEmail(
    to,
    {
      courseTitle: 'Bread & <b>butter</b>',
      note: `Add captions <b>&</b> a "summary"\nsee https://example.com/?a=1&b=2`,
    },
    site,
  ),
  coursePublishedEmail: templates.coursePublishedEmail(
    to,
    { courseTitle: 'Bread & <b>butter</b>', courseUrl: 'https://coursewise.example/courses/bread-butter' },
    site,
  ),
  announcementEmail: templates.announcementEmail(
    to,
    {
      courseTitle: 'Bread & <b>butter</b>',
      title: 'Live <session> & "Q&A"',
      authorName: 'Ada <Lovelace>',
      paragraphs: ['Join us on Friday.', 'Slides: https://example.com/s?a=1&b=2'],
      courseUrl: 'https://coursewise.example/learn/bread-butter',
      preferencesUrl: 'https://coursewise.example/profile',
    },
    site,
  ),
  notificationDigestEmail: templates.notificationDigestEmail(
    to,
    {
      items: [
        {
          kind: 'certificate_issued',
          data: { courseTitle: 'Bread & <b>butter</b>', number: 'CW-C-1' },
          url: 'https://coursewise.example/certificates/1',
        },
      ],
      more: 2,
      notificationsUrl: 'https://coursewise.example/notifications',
    },
    site,
  ),
  receiptEmail: templates.receiptEmail(
    to,
    {
      receiptNumber: 'CW-2026-000042',
      paidOn: '23 November 2026',
      card: 'Visa ending in 4242',
      rows,
      receiptUrl: 'https://coursewise.example/purchases/abc?x=1&y=2',
      invoiceNumber: 'INV-000042',
    },
    site,
  ),
  enrolmentEmail: templates.enrolmentEmail(
    to,
    {
      courses: [
        { title: hostile, playerUrl: 'https://coursewise.example/learn/zoe?x=1&y=2' },
        { title: 'Sourdough', playerUrl: 'https://coursewise.example/learn/sourdough' },
      ],
      couponCode: 'FREE<100>',
    },
    site,
  ),
  refundEmail: templates.refundEmail(to, { receiptNumber: 'CW-1', amount: '£4.21', rows }, site),
  staleCheckoutRefundEmail: templates.staleCheckoutRefundEmail(
    to,
    { reason: 'A price changed <after> you checked out.', amount: '£20.00', rows },
    site,
  ),
  courseRefundedEmail: templates.courseRefundedEmail(
    to,
    {
      courseTitle: hostile,
      amount: '£9.99',
      receiptNumber: 'CW-2',
      certificateNumber: 'CW-C-7',
      note: `Approved <b>${hostile}</b>`,
    },
    site,
  ),
  refundRequestDeclinedEmail: templates.refundRequestDeclinedEmail(
    to,
    {
      courseTitle: hostile,
      note: `You finished <i>most</i> of it & ${hostile}`,
      purchasesUrl: 'https://coursewise.example/purchases',
    },
    site,
  ),
  certificateEmail: templates.certificateEmail(
    to,
    {
      holderName: hostile,
      courseTitle: `${'A long course title '.repeat(8)}<i>`,
      number: 'CW-C-8',
      score: '91%',
      issuedOn: '23 November 2026',
      certificateUrl: 'https://coursewise.example/certificates/c8',
      pdfUrl: 'https://coursewise.example/api/certification/c8/pdf',
    },
    site,
  ),
};

/** What a reader sees of the HTML: the body's text with tags gone, entities decoded (by a real parser). */
const visibleText = (html: string) =>
  convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'table', format: 'block' },
      { selector: 'tr', format: 'block' },
      { selector: 'td', format: 'block' },
    ],
  });
const words = (text: string) => text.split(/\s+/).filter(Boolean);
const hrefsOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) =>
    (m[1] ?? '').replace(/&#(\d+);/g, (_e, code: string) => String.fromCharCode(Number(code))),
  );
// A URL in prose ends before the sentence's punctuation.
const urlsIn = (text: string) =>
  (text.match(/https?:\/\/\S+/g) ?? []).map((u) => u.replace(/[.,;:!?)]+$/, ''));

describe('mail templates', () => {
  const cases = Object.entries(samples);

  it('has a sample of every template', () => {
    const exported = Object.entries(templates).filter(([, value]) => typeof value === 'function');
    expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(samples).sort());
  });

  it.each(cases)(
    '%s: its HTML part is a complete document that html-validate accepts',
    async (_name, mail) => {
      const report = await validator.validateString(mail.html);
      const problems = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
      expect(problems).toEqual([]);
      expect(mail.html).toMatch(
        /^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="[^"]+">\n<title>[^<]+<\/title>\n<\/head>\n<body[^>]*>/,
      );
      expect(visibleText(`<body>${/<title>(.*)<\/title>/.exec(mail.html)?.[1]}</body>`)).toBe(mail.subject);
      expect(mail.html).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    },
  );

  it.each(cases)('%s: its text part says what its HTML shows, word for word', (_name, mail) => {
    expect(words(visibleText(mail.html))).toEqual(words(mail.text));
  });

  it.each(cases)('%s: every URL of its text part is a link in its HTML', (_name, mail) => {
    const hrefs = hrefsOf(mail.html);
    for (const url of urlsIn(mail.text)) expect(hrefs).toContain(url);
  });

  it('keeps what people typed as text, never as markup', () => {
    const contact = samples.contactMessageEmail;
    expect(contact.html).not.toContain('<script>');
    expect(visibleText(contact.html)).toContain(hostile);
    expect(contact.text).toContain(hostile);
    expect(hrefsOf(contact.html)).toEqual([
      'mailto:zoe%2Bclass@example.com',
      'https://example.com/a?b=1&c=2',
      'https://example.org/x',
    ]);
    expect(contact.replyTo).toEqual({ name: hostile, address: 'zoe+class@example.com' });
  });
});
