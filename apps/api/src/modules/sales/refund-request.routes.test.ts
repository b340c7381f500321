import type { Purchase, RefundRequest } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { issueFor } from '../../../test/certificate-factories.js';
import { createLearner } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  fieldRefusal,
  hugeString,
  refusalOf,
  tooLarge,
  useTestApp,
} from '../../../test/helper.js';
import { buyCourses, mailsTo } from '../../../test/payment-factories.js';
import {
  askRefund,
  backdatePurchase,
  boughtCourse,
  purchaseLine,
  putSettings,
  storedRequest,
} from '../../../test/refund-request-factories.js';
import { learnerAccess, livePurchaseId, refundPurchase } from '../../../test/sales-factories.js';
import { recordPurchase } from '../purchases/purchases.service.js';

const REASON = { reason: 'The course is not what I expected' };
const requestOf = (response: { json: () => unknown }) => (response.json() as { data: RefundRequest }).data;

describeEachDatabase('refund requests (learner)', (dialect) => {
  const t = useTestApp(dialect);

  it('refunds at once a learner below the threshold: access, certificate and course are gone', async () => {
    const { admin, learner, course, purchaseId } = await boughtCourse(t.app, 1);
    const certificate = await issueFor(t.app, learner.id, course.id);

    const response = await askRefund(t.app, learner.token, purchaseId, { reason: '  Not for me  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(
      'Refunded: the money goes back to your card and the course leaves My learning.',
    );
    expect(requestOf(response)).toMatchObject({ purchaseId, status: 'refunded', reason: 'Not for me' });

    expect(await learnerAccess(t.app, learner.token, course)).toEqual({
      purchaseDetails: 403,
      inMyLearning: false,
      isPurchased: false,
    });
    const verify = await call(t.app, { method: 'GET', url: `/api/certification/verify/${certificate.id}` });
    expect(verify.json().data.status).toBe('revoked');
    expect(await purchaseLine(t.app, learner.token, purchaseId)).toMatchObject({
      refundedAmount: 4000,
      refundableUntil: null,
      refundRequest: { status: 'refunded', note: null },
    });
    expect(await storedRequest(t.app, purchaseId)).toMatchObject({ consumedPercent: 25, decidedBy: null });
    const notice = (await mailsTo(t.app, learner.email)).find((m) => m.subject.startsWith('Your refund'));
    expect(notice?.text).toContain('$40.00 goes back to the card');
    const audit = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=purchase&entityId=${purchaseId}`,
      token: admin.token,
    });
    expect(audit.json().data.items).toMatchObject([
      {
        action: 'refund',
        actor: { id: learner.id },
        summary: expect.stringContaining('refunded automatically: 25 % consumed'),
      },
    ]);
  });

  it('keeps a request from a learner at or above the threshold pending, the course still theirs', async () => {
    const { learner, course, purchaseId } = await boughtCourse(t.app, 2);
    const response = await askRefund(t.app, learner.token, purchaseId, REASON);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Your request was sent: we will answer by email.');
    expect(requestOf(response)).toMatchObject({ status: 'pending', reason: REASON.reason, decidedAt: null });
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(200);
    const line = await purchaseLine(t.app, learner.token, purchaseId);
    expect(line).toMatchObject({ refundedAt: null, refundRequest: { status: 'pending' } });
    expect(Date.parse(line.refundableUntil ?? '')).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('follows the settings: a threshold of 0 sends every request to an admin', async () => {
    const { admin, learner, purchaseId } = await boughtCourse(t.app, 0);
    expect((await putSettings(t.app, admin.token, { refundAutoBelowPercent: 0 })).statusCode).toBe(200);
    try {
      const response = await askRefund(t.app, learner.token, purchaseId, REASON);
      expect(requestOf(response).status).toBe('pending');
    } finally {
      await putSettings(t.app, admin.token, { refundAutoBelowPercent: 30 });
    }
  });

  it('refuses outside the window with the day it closed, and shows no window on the list then', async () => {
    const { learner, purchaseId } = await boughtCourse(t.app, 0);
    await backdatePurchase(t.app, purchaseId, 31);
    const line = await purchaseLine(t.app, learner.token, purchaseId);
    const closed = line.refundableUntil ?? '';
    expect(Date.parse(closed)).toBeLessThan(Date.now());

    const response = await askRefund(t.app, learner.token, purchaseId, REASON);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'REFUND_WINDOW_CLOSED',
      message: `The 30-day refund window for this purchase closed on ${closed.slice(0, 10)}`,
    });
    expect(await storedRequest(t.app, purchaseId)).toBeUndefined();
    expect((await purchaseLine(t.app, learner.token, purchaseId)).refundedAt).toBeNull();
  });

  it('refuses every request when the window is 0 days, and says refunds are not offered', async () => {
    const { admin, learner, purchaseId } = await boughtCourse(t.app, 0);
    const saved = await putSettings(t.app, admin.token, { refundWindowDays: 0 });
    expect(saved.json().data).toMatchObject({ refundWindowDays: 0, refundAutoBelowPercent: 30 });
    try {
      const settings = await call(t.app, { method: 'GET', url: '/api/setting/details' });
      expect(settings.json().data.refundWindowDays).toBe(0);
      expect((await purchaseLine(t.app, learner.token, purchaseId)).refundableUntil).toBeNull();
      const response = await askRefund(t.app, learner.token, purchaseId, REASON);
      expect(response.statusCode).toBe(422);
      expect(refusalOf(response)).toEqual({
        message: 'Refunds are not offered on request: please contact us',
      });
    } finally {
      await putSettings(t.app, admin.token, { refundWindowDays: 30 });
    }
  });

  it('refuses a grant and a course nobody paid for (422), and a purchase paid by someone else', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    await createPurchaseFixture(t.app, learner.id, course.id);
    const granted = await livePurchaseId(t.app, learner.id, course.id);
    const grant = await askRefund(t.app, learner.token, granted, REASON);
    expect(grant.statusCode).toBe(422);
    expect(refusalOf(grant)).toEqual({
      message: 'Nothing was paid for this course: there is nothing to refund',
    });
    expect((await purchaseLine(t.app, learner.token, granted)).refundableUntil).toBeNull();

    // A gift: the recipient's purchase rests on the buyer's payment.
    const buyer = await createLearner(t.app);
    const paidFor = await createCourseFixture(t.app, { priceCents: 2500 });
    const payment = await buyCourses(t.app, buyer.token, [paidFor.id]);
    const recipient = await createLearner(t.app);
    const gifted = await createCourseFixture(t.app, { priceCents: 2500 });
    const giftId = await recordPurchase(t.app.ctx.db, {
      userId: recipient.id,
      courseId: gifted.id,
      amount: 2500,
      currency: 'USD',
      paymentId: payment.id,
      source: 'sale',
    });
    if (!giftId) throw new Error('no gift purchase');
    const gift = await askRefund(t.app, recipient.token, giftId, REASON);
    expect(gift.statusCode).toBe(422);
    expect(refusalOf(gift).message).toBe(
      'This course was a gift: only the person who paid for it can have it refunded',
    );
    expect((await purchaseLine(t.app, recipient.token, giftId)).refundableUntil).toBeNull();
  });

  it('answers 404 for another learner’s purchase and an unknown id, 401 without a token', async () => {
    const { purchaseId } = await boughtCourse(t.app, 0);
    const other = await createLearner(t.app);
    for (const id of [purchaseId, '01890000-0000-7000-8000-000000000000', 'nope']) {
      const response = await askRefund(t.app, other.token, id, REASON);
      expect(response.statusCode).toBe(404);
      expect(refusalOf(response)).toEqual({ message: 'This purchase does not exist' });
    }
    expect((await askRefund(t.app, undefined, purchaseId, REASON)).statusCode).toBe(401);
    expect(await storedRequest(t.app, purchaseId)).toBeUndefined();
  });

  it('takes one request per purchase: a second, a concurrent one and one after a decline are 409', async () => {
    const { admin, learner, purchaseId } = await boughtCourse(t.app, 2);
    const both = await Promise.all([
      askRefund(t.app, learner.token, purchaseId, REASON),
      askRefund(t.app, learner.token, purchaseId, REASON),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await askRefund(t.app, learner.token, purchaseId, REASON);
    expect(refusalOf(again)).toEqual({ message: 'You already asked for a refund of this purchase' });

    const request = await storedRequest(t.app, purchaseId);
    await call(t.app, {
      method: 'POST',
      url: `/api/admin/refund-requests/${request?.id}/decline`,
      token: admin.token,
      payload: { note: 'You completed most of it' },
    });
    const afterDecline = await askRefund(t.app, learner.token, purchaseId, REASON);
    expect(afterDecline.statusCode).toBe(409);
    expect(refusalOf(afterDecline).message).toBe(
      'Your refund request for this purchase was declined; it cannot be asked again',
    );
  });

  it('answers 409 for a purchase already refunded by an admin', async () => {
    const { admin, learner, purchaseId } = await boughtCourse(t.app, 0);
    expect((await refundPurchase(t.app, admin.token, purchaseId)).statusCode).toBe(200);
    const response = await askRefund(t.app, learner.token, purchaseId, REASON);
    expect(response.statusCode).toBe(409);
    expect(refusalOf(response)).toEqual({ message: 'This purchase was already refunded' });
  });

  it.each([
    ['no reason', {}, fieldRefusal('reason', 'is required')],
    ['a number', { reason: 42 }, fieldRefusal('reason', 'must be a string')],
    ['an empty reason', { reason: '' }, fieldRefusal('reason', 'must be at least 1 characters')],
    ['a blank reason', { reason: '   ' }, fieldRefusal('reason', 'must not be blank')],
    [
      'a 1001-character reason',
      { reason: 'x'.repeat(1001) },
      fieldRefusal('reason', 'must be at most 1000 characters'),
    ],
    ['an unknown field', { ...REASON, amount: 1 }, fieldRefusal('amount', 'is not an accepted field')],
    ['a body over the limit', { reason: hugeString() }, tooLarge],
  ])('refuses %s with a message, storing nothing', async (_label, payload, refusal) => {
    const { learner, course, purchaseId } = await boughtCourse(t.app, 0);
    const response = await askRefund(t.app, learner.token, purchaseId, payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(refusalOf(response)).toEqual(refusal);
    expect(await storedRequest(t.app, purchaseId)).toBeUndefined();
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(200);
    const line: Purchase = await purchaseLine(t.app, learner.token, purchaseId);
    expect(line.refundRequest).toBeNull();
  });
});
