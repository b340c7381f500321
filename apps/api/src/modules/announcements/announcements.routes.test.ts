import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import {
  announcementBody,
  announcementPage,
  listAnnouncements,
  postAdminAnnouncement,
  postStudioAnnouncement,
  storedAnnouncementCount,
} from '../../../test/announcement-factories.js';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, hugeString, useTestApp } from '../../../test/helper.js';
import { createInstructor, createStudioCourse } from '../../../test/instructor-factories.js';
import { livePurchaseId } from '../../../test/sales-factories.js';
import {
  type CapturedMail,
  mimeParts,
  type SmtpCapture,
  startSmtpCapture,
} from '../../../test/smtp-capture.js';
import { revokePurchase } from '../purchases/purchases.service.js';
import { announcementRecipients } from './announcements.service.js';

describeEachDatabase('announcements', (dialect) => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(dialect, () => ({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Coursewise <tests@coursewise.local>',
  }));

  /** What the relay received for `to` once the queue has sent everything committed so far. */
  const received = async (to: string): Promise<CapturedMail[]> => {
    await t.app.ctx.mailQueue.idle();
    return smtp.messages.filter((m) => m.to.includes(to.toLowerCase()));
  };
  const textOf = (mail: CapturedMail | undefined) =>
    mimeParts(mail?.raw ?? '').find((p) => p.contentType === 'text/plain')?.body ?? '';

  const setMailPreference = (user: TestUser, on: boolean) =>
    call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: user.token,
      payload: { emailAnnouncements: on },
    });

  /** A studio course of a fresh instructor, with an owner of it. */
  async function taughtCourse() {
    const instructor = await createInstructor(t.app);
    const { courseId } = await createStudioCourse(t.app, instructor);
    const owner = await createLearner(t.app);
    await createPurchaseFixture(t.app, owner.id, courseId);
    return { instructor, courseId, owner };
  }

  it('posts from the studio: 201 with the sanitised announcement, audited, listed newest first', async () => {
    const { instructor, courseId, owner } = await taughtCourse();
    const first = await postStudioAnnouncement(t.app, instructor.token, courseId, announcementBody('First'));
    expect(first.statusCode).toBe(201);
    const posted = await postStudioAnnouncement(t.app, instructor.token, courseId, {
      title: '  Second  ',
      body: '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script>',
    });
    expect(posted.statusCode).toBe(201);
    const { data, message } = posted.json() as { data: Record<string, unknown>; message: string };
    expect(message).toBe('Announcement posted.');
    expect(data).toMatchObject({ courseId, title: 'Second', authorName: 'Test Learner' });
    expect(data.body).toBe('<p>Read <a rel="noopener noreferrer">this</a></p>');

    const page = await announcementPage(t.app, 'learner', owner.token, courseId);
    expect(page.items.map((a) => a.title)).toEqual(['Second', 'First']);
    expect(page).toMatchObject({ page: 1, limit: 12, total: 2 });
    const second = await announcementPage(t.app, 'learner', owner.token, courseId, 'page=2&limit=1');
    expect(second.items.map((a) => a.title)).toEqual(['First']);

    const audit = await t.app.ctx.db
      .selectFrom('auditLog')
      .select(['actorId', 'action', 'summary'])
      .where('entityId', '=', data.id as string)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: instructor.id,
        action: 'create',
        summary: expect.stringContaining('Second'),
      }),
    ]);
  });

  it('mails the owners who keep the preference on, with a line to turn it off; not the others', async () => {
    const { instructor, courseId, owner } = await taughtCourse();
    const quiet = await createLearner(t.app);
    await createPurchaseFixture(t.app, quiet.id, courseId);
    expect((await setMailPreference(quiet, false)).statusCode).toBe(200);
    const refunded = await createLearner(t.app);
    await createPurchaseFixture(t.app, refunded.id, courseId);
    await revokePurchase(t.app.ctx.db, await livePurchaseId(t.app, refunded.id, courseId), 'refund');
    const stranger = await createLearner(t.app);

    const posted = await postStudioAnnouncement(t.app, instructor.token, courseId, {
      title: 'Exam dates',
      body: '<p>The exam is on <b>June 3</b>.</p><p>Good luck!</p>',
    });
    expect(posted.statusCode).toBe(201);

    const [mail, ...more] = await received(owner.email);
    expect(more).toEqual([]);
    expect(mail?.raw).toMatch(/^Subject: .*Exam dates/m);
    const text = textOf(mail);
    expect(text).toContain('The exam is on June 3.');
    expect(text).toContain('Good luck!');
    expect(text).toMatch(/learn\/course-|learn\/studio-course/);
    expect(text).toMatch(
      /To stop these emails, turn off course announcements on your profile: http\S+\/profile/,
    );
    for (const other of [quiet, refunded, stranger, instructor])
      expect(await received(other.email)).toEqual([]);
    expect((await announcementRecipients(t.app.ctx.db, courseId)).sort()).toEqual(
      [owner.id, quiet.id].sort(),
    );
  });

  it('posts from the console to any course, audited with the admin as actor', async () => {
    const admin = await createAdmin(t.app);
    const course = await createCourseFixture(t.app);
    const owner = await createLearner(t.app);
    await createPurchaseFixture(t.app, owner.id, course.id);
    const posted = await postAdminAnnouncement(
      t.app,
      admin.token,
      course.id,
      announcementBody('From the school'),
    );
    expect(posted.statusCode).toBe(201);
    const id = (posted.json() as { data: { id: string } }).data.id;
    const audit = await t.app.ctx.db
      .selectFrom('auditLog')
      .select('actorId')
      .where('entityId', '=', id)
      .execute();
    expect(audit).toEqual([{ actorId: admin.id }]);
    expect((await announcementPage(t.app, 'admin', admin.token, course.id)).items[0]?.title).toBe(
      'From the school',
    );
    const [mail] = await received(owner.email);
    expect(mail?.raw).toMatch(/From the school/);
  });

  it('refuses bad input with a 400 naming the field, and stores nothing', async () => {
    const { instructor, courseId } = await taughtCourse();
    const cases: [unknown, string | RegExp][] = [
      [{ body: '<p>x</p>' }, /title/],
      [{ title: 'x' }, /body/],
      [{ title: 42, body: '<p>x</p>' }, /title/],
      [{ title: 'x', body: ['<p>x</p>'] }, /body/],
      [{ title: 'x'.repeat(151), body: '<p>x</p>' }, /title/],
      [{ title: '', body: '<p>x</p>' }, /title/],
      [{ title: 'x', body: '' }, /body/],
      [{ title: 'x', body: hugeString(100_001) }, /body/],
      [{ ...announcementBody(), pinned: true }, /pinned/],
      [{ title: '   ', body: '<p>x</p>' }, 'title: must not be blank'],
      [{ title: 'x', body: '<script>alert(1)</script><p> </p>' }, /body: must have some text/],
      [{ title: 'x', body: `<p>${'y'.repeat(20_000)}</p>` }, 'body: must be at most 20000 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await postStudioAnnouncement(t.app, instructor.token, courseId, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorOf(response).message).toMatch(message);
    }
    expect(await storedAnnouncementCount(t.app, courseId)).toBe(0);
    const admin = await createAdmin(t.app);
    const blank = await postAdminAnnouncement(t.app, admin.token, courseId, { title: 'x', body: '<p></p>' });
    expect(blank.statusCode).toBe(400);
  });

  it('answers who may post: 401 without a token, 403 outside the scope, 404 for another’s or an unknown course', async () => {
    const { courseId, owner } = await taughtCourse();
    const other = await createInstructor(t.app);
    const admin = await createAdmin(t.app);
    const body = announcementBody();
    expect((await postStudioAnnouncement(t.app, undefined, courseId, body)).statusCode).toBe(401);
    expect((await postStudioAnnouncement(t.app, owner.token, courseId, body)).statusCode).toBe(403);
    expect((await postStudioAnnouncement(t.app, admin.token, courseId, body)).statusCode).toBe(403);
    const foreign = await postStudioAnnouncement(t.app, other.token, courseId, body);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe('This course does not exist');
    expect((await postStudioAnnouncement(t.app, other.token, 'no-such-course', body)).statusCode).toBe(404);
    expect((await postAdminAnnouncement(t.app, other.token, courseId, body)).statusCode).toBe(403);
    expect((await postAdminAnnouncement(t.app, owner.token, courseId, body)).statusCode).toBe(403);
    expect((await postAdminAnnouncement(t.app, admin.token, 'no-such-course', body)).statusCode).toBe(404);
    expect(await storedAnnouncementCount(t.app, courseId)).toBe(0);
  });

  it('lets the course’s owners, instructors and admins read; 403 for anyone else and a refunded owner', async () => {
    const { instructor, courseId, owner } = await taughtCourse();
    expect(
      (await postStudioAnnouncement(t.app, instructor.token, courseId, announcementBody())).statusCode,
    ).toBe(201);
    const admin = await createAdmin(t.app);
    const refunded = await createLearner(t.app);
    await createPurchaseFixture(t.app, refunded.id, courseId);
    await revokePurchase(t.app.ctx.db, await livePurchaseId(t.app, refunded.id, courseId), null);
    const stranger = await createLearner(t.app);
    const otherInstructor = await createInstructor(t.app);

    for (const reader of [owner, instructor, admin])
      expect((await announcementPage(t.app, 'learner', reader.token, courseId)).total).toBe(1);
    for (const outsider of [refunded, stranger, otherInstructor]) {
      const response = await listAnnouncements(t.app, 'learner', outsider.token, courseId);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(
        "Only the course's learners and instructors can read its announcements",
      );
    }
    expect((await listAnnouncements(t.app, 'learner', admin.token, 'no-such-course')).statusCode).toBe(403);
    expect((await listAnnouncements(t.app, 'learner', undefined, courseId)).statusCode).toBe(401);
    expect((await listAnnouncements(t.app, 'learner', owner.token, courseId, 'limit=101')).statusCode).toBe(
      400,
    );
    expect((await listAnnouncements(t.app, 'learner', owner.token, courseId, 'page=abc')).statusCode).toBe(
      400,
    );

    expect((await announcementPage(t.app, 'studio', instructor.token, courseId)).total).toBe(1);
    expect((await listAnnouncements(t.app, 'studio', otherInstructor.token, courseId)).statusCode).toBe(404);
    expect((await listAnnouncements(t.app, 'studio', owner.token, courseId)).statusCode).toBe(403);
    expect((await announcementPage(t.app, 'admin', admin.token, courseId)).total).toBe(1);
    expect((await listAnnouncements(t.app, 'admin', instructor.token, courseId)).statusCode).toBe(403);
    expect((await listAnnouncements(t.app, 'admin', admin.token, 'no-such-course')).statusCode).toBe(404);
  });

  it('limits posting to 10 per 15 minutes per account', async () => {
    const { instructor, courseId } = await taughtCourse();
    for (let i = 1; i <= 10; i += 1) {
      const response = await postStudioAnnouncement(
        t.app,
        instructor.token,
        courseId,
        announcementBody(`N${i}`),
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await postStudioAnnouncement(t.app, instructor.token, courseId, announcementBody('N11'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await storedAnnouncementCount(t.app, courseId)).toBe(10);
  });

  it('keeps the mail preference on the profile: on by default, saved by PUT, refused when not a boolean', async () => {
    const learner = await createLearner(t.app);
    const profile = await call(t.app, { method: 'GET', url: '/api/user/profile', token: learner.token });
    expect((profile.json() as { data: { emailAnnouncements: boolean } }).data.emailAnnouncements).toBe(true);
    const off = await setMailPreference(learner, false);
    expect(
      (off.json() as { data: { user: { emailAnnouncements: boolean } } }).data.user.emailAnnouncements,
    ).toBe(false);
    const wrong = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: learner.token,
      payload: { emailAnnouncements: 'no' },
    });
    expect(wrong.statusCode).toBe(400);
    const again = await call(t.app, { method: 'GET', url: '/api/user/profile', token: learner.token });
    expect((again.json() as { data: { emailAnnouncements: boolean } }).data.emailAnnouncements).toBe(false);
  });
});
