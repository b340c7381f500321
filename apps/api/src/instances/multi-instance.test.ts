import type { Payment, Upload } from '@coursewise/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin-factories.js';
import { createCourseFixture } from '../../test/catalogue-factories.js';
import { createLearner, outbox } from '../../test/factories.js';
import { call } from '../../test/helper.js';
import { photo } from '../../test/images.js';
import { type Instances, sharedServices, startInstances } from '../../test/instances.js';
import { multipart } from '../../test/multipart.js';
import { createdPayment, getPayment, learnersCount, purchasesOf } from '../../test/payment-factories.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { whenAvailable } from '../../test/skips.js';
import { intentEvent, STRIPE_KEYS, signatureFor, WEBHOOK_SECRET } from '../../test/stripe-app.js';
import { type StripeFake, startStripeFake } from '../../test/stripe-fake.js';
import { filesUnder, webmVideo } from '../../test/upload-files.js';

// Two API instances behind a (pretend) load balancer: one PostgreSQL schema, one Redis, one S3 bucket
// (s3rver), one Stripe account (a local fake), and a DATA_DIR each, as on separate machines.
describe('several instances on PostgreSQL, Redis and S3', whenAvailable(sharedServices), () => {
  let s3: TestS3;
  let stripe: StripeFake;
  let instances: Instances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    [s3, stripe] = await Promise.all([startTestS3(), startStripeFake()]);
    instances = await startInstances(2, {
      ...s3.env,
      ...STRIPE_KEYS,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(async () => {
    await instances?.close();
    await Promise.all([s3?.close(), stripe?.close()]);
  });

  const upload = async (app: FastifyInstance, token: string, area: string, data: Buffer, type: string) => {
    const filename = type === 'video/webm' ? 'lesson.webm' : 'cover.jpg';
    const response = await call(app, {
      method: 'POST',
      url: '/api/admin/uploads',
      token,
      ...multipart({ area }, [{ field: 'file', filename, contentType: type, data }]),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Upload }>().data;
  };

  it('serves through B an image and a video uploaded through A, keeping nothing on either disk', async () => {
    const admin = await createAdmin(a);
    const image = await upload(a, admin.token, 'course-image', await photo('jpeg', 800, 400), 'image/jpeg');
    const video = webmVideo(256 * 1024);
    const lesson = await upload(a, admin.token, 'video', video, 'video/webm');
    expect(s3.keys()).toEqual(expect.arrayContaining([`public/${image.key}`, `private/${lesson.key}`]));

    const [fromA, fromB] = await Promise.all(
      [a, b].map((app) => call(app, { method: 'GET', url: image.url })),
    );
    expect(fromB?.statusCode).toBe(200);
    expect(fromB?.headers['content-type']).toBe('image/webp');
    expect(fromB?.rawPayload).toEqual(fromA?.rawPayload);
    expect(await sharp(fromB?.rawPayload).metadata()).toMatchObject({ width: 800, height: 400 });
    // The signed link A handed out works on B (one JWT_SECRET), ranges included.
    const ranged = await call(b, { method: 'GET', url: lesson.url, headers: { range: 'bytes=100-199' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload).toEqual(video.subarray(100, 200));
    for (const dataDir of instances.dataDirs) {
      expect(filesUnder(dataDir, 'uploads')).toEqual([]);
      expect(filesUnder(dataDir, 'private')).toEqual([]);
    }
  });

  /** A learner's Stripe payment for a new course, paid at Stripe and not yet known to be. */
  async function paidAtStripe(on: FastifyInstance) {
    const learner = await createLearner(on);
    const course = await createCourseFixture(on, { priceCents: 2500 });
    const payment = await createdPayment(on, learner.token, { courseIds: [course.id], currency: 'USD' });
    const pending = [...stripe.intents.values()].find((i) => i.metadata.paymentId === payment.id);
    if (!pending) throw new Error(`no PaymentIntent for ${payment.id}`);
    return { learner, course, payment, intent: stripe.succeed(pending.id, { brand: 'visa', last4: '4242' }) };
  }

  const webhook = (app: FastifyInstance, payload: string) =>
    call(app, {
      method: 'POST',
      url: '/api/payment/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureFor(payload) },
    });

  it('fulfils once when the learner’s status check and Stripe’s webhook land on different instances at once', async () => {
    for (let round = 0; round < 6; round += 1) {
      // Alternate which instance gets the learner's check and which the webhook.
      const [checked, notified] = round % 2 === 0 ? [a, b] : [b, a];
      const { learner, course, payment, intent } = await paidAtStripe(checked);
      const payload = intentEvent('payment_intent.succeeded', intent);
      const [status, hook, secondHook] = await Promise.all([
        getPayment(checked, learner.token, payment.id),
        webhook(notified, payload),
        webhook(checked, payload), // Stripe retries deliveries: a duplicate arrives too
      ]);
      expect(status.statusCode, status.body).toBe(200);
      expect([hook.statusCode, secondHook.statusCode]).toEqual([200, 200]);

      expect(await purchasesOf(a, learner.id)).toEqual([
        { courseId: course.id, amount: payment.amount, currency: 'USD', paymentId: payment.id },
      ]);
      expect(await learnersCount(b, course.id)).toBe(1);
      const paid = (await getPayment(notified, learner.token, payment.id)).json<{ data: Payment }>().data;
      expect(paid).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
      expect(paid.receiptNumber).toMatch(/^CW-R-\d{4}-\d{6}$/);
      // Both instances' mail queues have sent what they hold: one receipt, sent once.
      await Promise.all([a, b].map((app) => app.ctx.mailQueue.idle()));
      const mails = (await outbox(a)).filter((mail) => mail.to === learner.email);
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(paid.receiptNumber ?? '-')]);
      const jobs = await a.ctx.db
        .selectFrom('mailJobs')
        .select('status')
        .where('toAddress', '=', learner.email)
        .execute();
      expect(jobs).toEqual([{ status: 'sent' }]);
    }
    expect(stripe.refunds).toEqual([]);
  });
});
