import type { Locale, NotificationInput } from '@coursewise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import {
  announcement,
  markRead,
  notificationPage,
  notifyNow,
  storedNotifications,
  texts,
} from '../../../test/notification-factories.js';
import { mimeParts, type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.js';
import { sendNotificationDigests } from './notification-digest.service.js';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('the daily digest of unread notifications', (dialect) => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(dialect, () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://learn.example.test' }));

  const mailsTo = async (email: string) => {
    await t.app.ctx.mailQueue.idle();
    return smtp.messages.filter((m) => m.to.includes(email.toLowerCase()));
  };
  /** Runs the digest as the timer does, with the clock `ms` from now. */
  const runAt = (ms: number) => sendNotificationDigests(t.app.ctx, new Date(Date.now() + ms));

  it('mails once, a day later, one digest of what stayed unread, and marks it mailed', async () => {
    const learner = await createLearner(t.app);
    await notifyNow(t.app, [
      announcement(learner.id, 'Read at once'),
      announcement(learner.id, 'Left unread'),
    ]);
    await notifyNow(t.app, announcement(learner.id, 'Also unread'));
    const [, , readAtOnce] = await storedNotifications(t.app, learner.id);
    await markRead(t.app, learner.token, { ids: [readAtOnce?.id] });

    await runAt(DAY - 60_000);
    expect(await mailsTo(learner.email)).toHaveLength(0);

    await runAt(DAY + 1000);
    const [mail, ...more] = await mailsTo(learner.email);
    expect(more).toHaveLength(0);
    const raw = mail?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(raw).toContain('Subject: You have 2 unread notifications on');
    expect(raw).toContain('Left unread');
    expect(raw).toContain('Also unread');
    expect(raw).not.toContain('Read at once');
    expect(raw).toContain('https://learn.example.test/notifications');
    const stored = await storedNotifications(t.app, learner.id);
    expect(stored.map((n) => n.emailedAt !== null)).toEqual([true, true, false]);

    // A second run (another instance, the next hour) mails nothing again.
    await runAt(DAY + 3_600_000);
    expect(await mailsTo(learner.email)).toHaveLength(1);
  });

  it('mails nobody who turned the digest off, and nothing someone else left unread', async () => {
    const quiet = await createLearner(t.app);
    const reader = await createLearner(t.app);
    const off = await call(t.app, {
      method: 'PUT',
      url: '/api/notification/settings',
      token: quiet.token,
      payload: { digest: false },
    });
    expect(off.statusCode).toBe(200);
    await notifyNow(t.app, [announcement(quiet.id, 'Not mailed'), announcement(reader.id, 'Mailed')]);
    await runAt(DAY + 1000);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    const mails = await mailsTo(reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain('Subject: You have an unread notification on');
    expect((await storedNotifications(t.app, quiet.id)).map((n) => n.emailedAt)).toEqual([null]);
  });

  /** A certificate, a reply by a named learner and one by a learner whose profile has no name. */
  const linesFor = (userId: string): NotificationInput[] => {
    const discussion = { courseTitle: 'Bread basics', threadTitle: 'Why does my dough not rise?' };
    return [
      {
        userId,
        kind: 'certificate_issued',
        data: { courseTitle: 'Bread basics', number: 'CW-C-1' },
        link: '/certificates/c1',
      },
      { userId, kind: 'discussion_reply', data: { ...discussion, author: 'Ada' }, link: '/thread/ada' },
      { userId, kind: 'discussion_reply', data: { ...discussion, author: '' }, link: '/thread/nameless' },
    ];
  };
  const setLocale = async (user: TestUser, locale: Locale) => {
    const response = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: user.token,
      payload: { locale },
    });
    expect(response.statusCode).toBe(200);
  };
  /** The digest's paragraphs that lead to a notification (a line and its link), in a set order. */
  const digestLinesOf = async (email: string) => {
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const text = mimeParts(mails[0]?.raw ?? '').find((part) => part.contentType === 'text/plain')?.body ?? '';
    return text
      .split(/\r?\n\r?\n/)
      .filter((paragraph) => /https:\/\/learn\.example\.test\/(certificates|thread)\//.test(paragraph))
      .sort();
  };

  it.each([
    [
      'fr',
      [
        'Ada a répondu à « Why does my dough not rise? ». https://learn.example.test/thread/ada',
        'Quelqu’un a répondu à « Why does my dough not rise? ». https://learn.example.test/thread/nameless',
        'Votre certificat pour « Bread basics » est prêt. https://learn.example.test/certificates/c1',
      ],
    ],
    [
      'de',
      [
        'Ada hat auf „Why does my dough not rise?“ geantwortet. https://learn.example.test/thread/ada',
        'Ihr Zertifikat für „Bread basics“ steht bereit. https://learn.example.test/certificates/c1',
        'Jemand hat auf „Why does my dough not rise?“ geantwortet. https://learn.example.test/thread/nameless',
      ],
    ],
    [
      'en',
      [
        'Ada replied to “Why does my dough not rise?”. https://learn.example.test/thread/ada',
        'Someone replied to “Why does my dough not rise?”. https://learn.example.test/thread/nameless',
        'Your certificate for “Bread basics” is ready. https://learn.example.test/certificates/c1',
      ],
    ],
  ] as const)(
    'words each line in the recipient’s language (%s) from its kind and data',
    async (locale, lines) => {
      const learner = await createLearner(t.app);
      await setLocale(learner, locale);
      await notifyNow(t.app, linesFor(learner.id));
      await runAt(DAY + 1000);
      expect(await digestLinesOf(learner.email)).toEqual([...lines].sort());
    },
  );

  it('keeps the English lines the API’s text says for a user who chose no language', async () => {
    const learner = await createLearner(t.app);
    await notifyNow(t.app, linesFor(learner.id));
    const { items } = await notificationPage(t.app, learner.token);
    await runAt(DAY + 1000);
    const lines = (await digestLinesOf(learner.email)).map((paragraph) =>
      paragraph.replace(/ https:.*$/, ''),
    );
    expect(lines).toEqual(texts(items).sort());
  });
});
