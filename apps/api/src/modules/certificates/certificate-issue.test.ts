import { expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createCertifiedLearner, issueFor, nameLearner } from '../../../test/certificate-factories.js';
import { createLearner, mailTo } from '../../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { inTransaction } from '../../db/executor.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { findCertificateIdFor, issueCertificate, revokeCertificate } from './certificates.service.js';

const PUBLIC_URL = 'https://learn.example.com';

describeEachDatabase('issuing certificates', (dialect) => {
  const t = useTestApp(dialect, { PUBLIC_URL });

  const count = async (userId: string, courseId: string) =>
    (
      await t.app.ctx.db
        .selectFrom('certificates')
        .select('id')
        .where('userId', '=', userId)
        .where('courseId', '=', courseId)
        .execute()
    ).length;

  const mailJobsTo = async (email: string) =>
    t.app.ctx.db.selectFrom('mailJobs').selectAll().where('toAddress', '=', email).execute();

  async function ownerOfNewCourse(firstName = 'Ada', lastName = 'Lovelace') {
    const course = await createCourseFixture(t.app, { title: 'Analytical Engines' });
    const learner = await createLearner(t.app);
    await nameLearner(t.app, learner.id, firstName, lastName);
    await createPurchaseFixture(t.app, learner.id, course.id);
    return { course, learner };
  }

  it('issues a certificate with an unguessable id, a formatted number and what it said at issue', async () => {
    const { course, learner } = await ownerOfNewCourse();
    const certificate = await issueFor(t.app, learner.id, course.id, {
      score: 86.67,
      issuedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(certificate).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      number: expect.stringMatching(/^CW-2026-\d{6}$/),
      courseId: course.id,
      courseSlug: course.slug,
      courseTitle: 'Analytical Engines',
      holderName: 'Ada Lovelace',
      score: 86.67,
      issuedAt: '2026-11-23T10:00:00.000Z',
      revoked: false,
      pdfUrl: `${PUBLIC_URL}/api/certification/${certificate.id}/pdf`,
      verifyUrl: `${PUBLIC_URL}/certificates/${certificate.id}`,
    });
    // The id is the public link's secret: 24 random bytes, never the UUID every other row gets.
    expect(Buffer.from(certificate.id, 'base64url')).toHaveLength(24);
    expect(await findCertificateIdFor(t.app.ctx.db, learner.id, course.id)).toBe(certificate.id);
  });

  it('keeps the name and title of the day it was issued', async () => {
    const { certificate, learner, course } = await createCertifiedLearner(t.app, {
      firstName: 'Katherine',
      lastName: 'Johnson',
    });
    await nameLearner(t.app, learner.id, 'Kathy', 'Goble');
    await t.app.ctx.db.updateTable('courses').set({ title: 'Renamed' }).where('id', '=', course.id).execute();
    const again = await issueFor(t.app, learner.id, course.id);
    expect(again).toEqual(certificate);
    expect(again.holderName).toBe('Katherine Johnson');
    expect(again.courseTitle).toBe(course.title);
  });

  it('answers the same certificate on repeated calls, with one row and one email', async () => {
    const { course, learner } = await ownerOfNewCourse();
    const first = await issueFor(t.app, learner.id, course.id, { score: 90 });
    const second = await issueFor(t.app, learner.id, course.id, { score: 100, attemptId: newId() });
    const third = await issueFor(t.app, learner.id, course.id, { score: 75 });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(first.score).toBe(90);
    expect(await count(learner.id, course.id)).toBe(1);
    expect(await mailJobsTo(learner.email)).toHaveLength(1);
  });

  it('issues exactly one certificate when ten passing attempts commit at once', async () => {
    const { course, learner } = await ownerOfNewCourse();
    // A year of its own, so the numbers show whether the nine losers gave theirs back.
    const issuedAt = '2034-04-04T04:04:04.000Z';
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        issueFor(t.app, learner.id, course.id, { score: 80 + i, issuedAt }),
      ),
    );
    const ids = new Set(results.map((c) => c.id));
    expect(ids.size).toBe(1);
    expect(new Set(results.map((c) => c.number))).toEqual(new Set(['CW-2034-000001']));
    expect(await count(learner.id, course.id)).toBe(1);
    expect(await mailJobsTo(learner.email)).toHaveLength(1);
    const next = await createCertifiedLearner(t.app, { issuedAt });
    expect(next.certificate.number).toBe('CW-2034-000002');
  });

  it('numbers certificates uniquely across learners issued at once, per year', async () => {
    const course = await createCourseFixture(t.app);
    const learners = await Promise.all(Array.from({ length: 8 }, () => createLearner(t.app)));
    for (const learner of learners) await createPurchaseFixture(t.app, learner.id, course.id);
    const issuedAt = '2031-03-01T09:00:00.000Z';
    const certificates = await Promise.all(
      learners.map((learner) => issueFor(t.app, learner.id, course.id, { issuedAt })),
    );
    const numbers = certificates.map((c) => c.number).sort();
    // A year nobody else in this suite uses: its counter starts at 1.
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `CW-2031-${String(i + 1).padStart(6, '0')}`));
    expect(new Set(certificates.map((c) => c.id)).size).toBe(8);
    const next = await createCertifiedLearner(t.app, { issuedAt: '2032-01-01T00:00:00.000Z' });
    expect(next.certificate.number).toBe('CW-2032-000001');
  });

  it('is part of the caller’s transaction: a rollback leaves no certificate, number or email', async () => {
    const { course, learner } = await ownerOfNewCourse();
    const issuedAt = '2033-05-05T05:05:05.000Z';
    await expect(
      inTransaction(t.app.ctx.db, t.app.ctx.effects, async (trx) => {
        await issueCertificate(trx, t.app.ctx, {
          userId: learner.id,
          courseId: course.id,
          attemptId: newId(),
          score: 95,
          issuedAt,
        });
        throw new Error('the attempt could not be stored');
      }),
    ).rejects.toThrow('the attempt could not be stored');
    expect(await count(learner.id, course.id)).toBe(0);
    expect(await mailJobsTo(learner.email)).toHaveLength(0);
    const certificate = await issueFor(t.app, learner.id, course.id, { issuedAt });
    expect(certificate.number).toBe('CW-2033-000001');
  });

  it('also works on the database itself, opening its own transaction', async () => {
    const { course, learner } = await ownerOfNewCourse();
    const certificate = await issueCertificate(t.app.ctx.db, t.app.ctx, {
      userId: learner.id,
      courseId: course.id,
      attemptId: newId(),
      score: 70,
      issuedAt: nowIso(),
    });
    expect(await findCertificateIdFor(t.app.ctx.db, learner.id, course.id)).toBe(certificate.id);
  });

  it('answers null when the learner holds no certificate for the course', async () => {
    const { course, learner } = await ownerOfNewCourse();
    expect(await findCertificateIdFor(t.app.ctx.db, learner.id, course.id)).toBeNull();
    const other = await createCertifiedLearner(t.app);
    expect(await findCertificateIdFor(t.app.ctx.db, learner.id, other.course.id)).toBeNull();
  });

  it('refuses an unknown course without writing anything', async () => {
    const learner = await createLearner(t.app);
    const missing = newId();
    await expect(issueFor(t.app, learner.id, missing)).rejects.toMatchObject({
      status: 404,
      message: 'Course not found',
    });
    expect(await count(learner.id, missing)).toBe(0);
  });

  it('revokes once: true the first time, false after or for an unknown id', async () => {
    const { certificate } = await createCertifiedLearner(t.app);
    const at = '2030-01-02T03:04:05.000Z';
    expect(await revokeCertificate(t.app.ctx.db, certificate.id, at)).toBe(true);
    expect(await revokeCertificate(t.app.ctx.db, certificate.id, nowIso())).toBe(false);
    expect(await revokeCertificate(t.app.ctx.db, 'no-such-certificate', at)).toBe(false);
    const row = await t.app.ctx.db
      .selectFrom('certificates')
      .select('revokedAt')
      .where('id', '=', certificate.id)
      .executeTakeFirstOrThrow();
    expect(row.revokedAt).toBe(at);
  });

  it('emails the holder, once the queue is kicked, with the certificate page and the PDF', async () => {
    const { certificate, learner, holderName, course } = await createCertifiedLearner(t.app, {
      score: 91.4,
      issuedAt: '2026-11-23T10:00:00.000Z',
    });
    t.app.ctx.mailQueue.kick();
    await t.app.ctx.mailQueue.idle();
    const mails = await mailTo(t.app, learner.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Your Coursewise certificate: ${course.title}`);
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain(`Congratulations, ${holderName}!`);
      expect(body).toContain(`${PUBLIC_URL}/certificates/${certificate.id}`);
      expect(body).toContain(`${PUBLIC_URL}/api/certification/${certificate.id}/pdf`);
      expect(body).toContain(certificate.number);
      expect(body).toContain('91%');
      expect(body).toContain('23 November 2026');
    }
  });
});
