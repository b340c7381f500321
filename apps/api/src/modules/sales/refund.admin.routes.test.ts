import type { AdminPurchase, Payment, Purchase } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { issueFor } from '../../../test/certificate-factories.js';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, fieldRefusal, refusalOf, useTestApp } from '../../../test/helper.js';
import { buyCourses, getPayment, learnersCount, mailsTo } from '../../../test/payment-factories.js';
import {
  getAdminPurchase,
  learnerAccess,
  livePurchaseId,
  refundPurchase,
} from '../../../test/sales-factories.js';

describeEachDatabase('admin refunds (sandbox)', (dialect) => {
  const t = useTestApp(dialect);

  /** A learner who bought two courses in one sandbox payment, and an admin. */
  async function twoCoursePurchase() {
    const admin = await createLearner(t.app, { role: 'admin' });
    const learner = await createLearner(t.app);
    const kept = await createCourseFixture(t.app, { priceCents: 2500 });
    const refunded = await createCourseFixture(t.app, { priceCents: 4000 });
    const payment = await buyCourses(t.app, learner.token, [kept.id, refunded.id], 'GBP');
    const purchaseId = await livePurchaseId(t.app, learner.id, refunded.id);
    return { admin, learner, kept, refunded, payment, purchaseId };
  }

  it('refunds one course of a payment: access ends, the line is refunded, the learner is told', async () => {
    const { admin, learner, kept, refunded, payment, purchaseId } = await twoCoursePurchase();
    const line = payment.lines.find((l) => l.courseId === refunded.id);
    expect(await learnerAccess(t.app, learner.token, refunded)).toEqual({
      purchaseDetails: 200,
      inMyLearning: true,
      isPurchased: true,
    });
    const countBefore = await learnersCount(t.app, refunded.id);

    const response = await refundPurchase(t.app, admin.token, purchaseId, {
      reason: '  Asked within 14 days ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { data: AdminPurchase; message: string };
    expect(body.message).toBe('The purchase has been refunded.');
    expect(body.data).toMatchObject({
      id: purchaseId,
      status: 'refunded',
      amount: line?.amount,
      currency: 'GBP',
      provider: 'sandbox',
      receiptNumber: payment.receiptNumber,
      refund: { reason: 'Asked within 14 days', providerRef: `sandbox-refund-purchase-${purchaseId}` },
    });

    expect(await learnerAccess(t.app, learner.token, refunded)).toEqual({
      purchaseDetails: 403,
      inMyLearning: false,
      isPurchased: false,
    });
    const chapter = await call(t.app, {
      method: 'GET',
      url: `/api/course/purchase-details/${refunded.id}`,
      token: learner.token,
    });
    expect(refusalOf(chapter)).toEqual({ message: 'You have not bought this course' });
    // The other course of the same payment is untouched.
    expect(await learnerAccess(t.app, learner.token, kept)).toEqual({
      purchaseDetails: 200,
      inMyLearning: true,
      isPurchased: true,
    });
    // The refunded course stays in the learner's history, marked refunded; the other still stands.
    const purchases = await call(t.app, { method: 'GET', url: '/api/purchase/list', token: learner.token });
    const listed = (purchases.json() as { data: { items: Purchase[] } }).data.items;
    expect(listed.map((p) => [p.course.id, p.refundedAmount]).sort()).toEqual(
      [
        [kept.id, 0],
        [refunded.id, line?.amount],
      ].sort(),
    );

    const receipt = (await getPayment(t.app, learner.token, payment.id)).json() as { data: Payment };
    expect(receipt.data.refundedAmount).toBe(line?.amount);
    expect(receipt.data.lines.find((l) => l.courseId === refunded.id)?.refundedAt).not.toBeNull();
    expect(receipt.data.lines.find((l) => l.courseId === kept.id)?.refundedAt).toBeNull();
    expect(await learnersCount(t.app, refunded.id)).toBe(countBefore - 1);

    const mails = await mailsTo(t.app, learner.email);
    const notice = mails.find((m) => m.subject === `Your refund for "${refunded.title}"`);
    expect(notice?.text).toContain(`(receipt ${payment.receiptNumber})`);
    const pounds = ((line?.amount ?? 0) / 100).toFixed(2);
    expect(notice?.text).toContain(`The £${pounds} goes back to the card you paid with`);

    const audit = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=purchase&entityId=${purchaseId}`,
      token: admin.token,
    });
    expect(audit.json().data.items).toMatchObject([
      {
        action: 'refund',
        entity: 'purchase',
        entityId: purchaseId,
        actor: { id: admin.id },
        summary: `Refunded "${refunded.title}" to ${learner.email} (${pounds} GBP): Asked within 14 days`,
      },
    ]);
  });

  it('lets the learner buy a refunded course again, keeping the refunded sale on record', async () => {
    const { admin, learner, refunded, purchaseId } = await twoCoursePurchase();
    expect((await refundPurchase(t.app, admin.token, purchaseId)).statusCode).toBe(200);
    const cart = await call(t.app, {
      method: 'POST',
      url: '/api/cart/add-remove',
      token: learner.token,
      payload: { courseId: refunded.id },
    });
    expect(cart.json().data).toEqual({ inCart: true });

    const again = await buyCourses(t.app, learner.token, [refunded.id], 'USD');
    expect(again.status).toBe('succeeded');
    expect(await learnerAccess(t.app, learner.token, refunded)).toEqual({
      purchaseDetails: 200,
      inMyLearning: true,
      isPurchased: true,
    });
    const newId = await livePurchaseId(t.app, learner.id, refunded.id);
    expect(newId).not.toBe(purchaseId);
    const old = (await getAdminPurchase(t.app, admin.token, purchaseId)).json() as { data: AdminPurchase };
    expect(old.data.status).toBe('refunded');
    const fresh = (await getAdminPurchase(t.app, admin.token, newId)).json() as { data: AdminPurchase };
    expect(fresh.data).toMatchObject({ status: 'active', refund: null, currency: 'USD', amount: 4000 });
  });

  it('refuses a second refund with 409 and changes nothing', async () => {
    const { admin, learner, refunded, payment, purchaseId } = await twoCoursePurchase();
    expect((await refundPurchase(t.app, admin.token, purchaseId)).statusCode).toBe(200);
    const before = (await getPayment(t.app, learner.token, payment.id)).json().data.refundedAmount;
    const count = await learnersCount(t.app, refunded.id);
    const second = await refundPurchase(t.app, admin.token, purchaseId, { reason: 'again' });
    expect(second.statusCode).toBe(409);
    expect(refusalOf(second)).toEqual({ message: 'This purchase was already refunded' });
    expect((await getPayment(t.app, learner.token, payment.id)).json().data.refundedAmount).toBe(before);
    expect(await learnersCount(t.app, refunded.id)).toBe(count);
    const notices = (await mailsTo(t.app, learner.email)).filter((m) => m.subject.startsWith('Your refund'));
    expect(notices).toHaveLength(1);
  });

  it('refuses concurrent refunds of one purchase but one', async () => {
    const { admin, learner, refunded, payment, purchaseId } = await twoCoursePurchase();
    const count = await learnersCount(t.app, refunded.id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => refundPurchase(t.app, admin.token, purchaseId)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const line = payment.lines.find((l) => l.courseId === refunded.id);
    const refundedAmount = (await getPayment(t.app, learner.token, payment.id)).json().data.refundedAmount;
    expect(refundedAmount).toBe(line?.amount);
    expect(await learnersCount(t.app, refunded.id)).toBe(count - 1);
  });

  it('revokes the certificate of a refunded course, says so in the mail and the audit, and keeps the rest', async () => {
    const { admin, learner, kept, refunded, purchaseId } = await twoCoursePurchase();
    const revoked = await issueFor(t.app, learner.id, refunded.id);
    const other = await issueFor(t.app, learner.id, kept.id);
    expect((await refundPurchase(t.app, admin.token, purchaseId)).statusCode).toBe(200);

    const verify = await call(t.app, { method: 'GET', url: `/api/certification/verify/${revoked.id}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data).toMatchObject({ status: 'revoked', courseTitle: refunded.title });
    expect(verify.json().data.revokedAt).not.toBeNull();
    // The certificate of the course that was not refunded stays valid; both stay on the learner's list.
    const stillValid = await call(t.app, { method: 'GET', url: `/api/certification/verify/${other.id}` });
    expect(stillValid.json().data).toMatchObject({ status: 'valid', revokedAt: null });
    const own = await call(t.app, { method: 'GET', url: '/api/certification/details', token: learner.token });
    expect(
      own
        .json()
        .data.items.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([revoked.id, other.id].sort());

    const notice = (await mailsTo(t.app, learner.email)).find((m) => m.subject.startsWith('Your refund'));
    const says = `Your certificate ${revoked.number} for this course has been revoked with the refund`;
    expect(notice?.text).toContain(says);
    expect(notice?.html).toContain(says);
    const audit = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=purchase&entityId=${purchaseId}`,
      token: admin.token,
    });
    expect(audit.json().data.items[0].summary).toContain(`; certificate ${revoked.number} revoked`);
  });

  it('says nothing of a certificate when the learner held none for the refunded course', async () => {
    const { admin, learner, kept, purchaseId } = await twoCoursePurchase();
    const other = await issueFor(t.app, learner.id, kept.id);
    expect((await refundPurchase(t.app, admin.token, purchaseId)).statusCode).toBe(200);
    const notice = (await mailsTo(t.app, learner.email)).find((m) => m.subject.startsWith('Your refund'));
    expect(notice?.text).toContain('You are welcome to buy the course again.');
    expect(notice?.text).not.toContain('certificate');
    const verify = await call(t.app, { method: 'GET', url: `/api/certification/verify/${other.id}` });
    expect(verify.json().data.status).toBe('valid');
  });

  it('refuses to refund a purchase recorded without a payment (a grant), changing nothing (issue 27)', async () => {
    const admin = await createLearner(t.app, { role: 'admin' });
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    const { createPurchaseFixture } = await import('../../../test/catalogue-factories.js');
    await createPurchaseFixture(t.app, learner.id, course.id);
    const id = await livePurchaseId(t.app, learner.id, course.id);
    const response = await refundPurchase(t.app, admin.token, id);
    expect(response.statusCode, response.body).toBe(409);
    expect(refusalOf(response)).toEqual({
      message: 'This enrolment was granted, not sold: there is nothing to refund',
    });
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(200);
    expect(await livePurchaseId(t.app, learner.id, course.id)).toBe(id);
    expect((await mailsTo(t.app, learner.email)).filter((m) => m.subject.startsWith('Your refund'))).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown purchase and 400 for bad bodies, changing nothing', async () => {
    const { admin, learner, refunded, purchaseId } = await twoCoursePurchase();
    const unknown = await refundPurchase(t.app, admin.token, '01890000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'This purchase does not exist' });
    expect((await getAdminPurchase(t.app, admin.token, 'nope')).statusCode).toBe(404);

    const bad: [unknown, ReturnType<typeof fieldRefusal>][] = [
      [{ reason: 42 }, fieldRefusal('reason', 'must be a string')],
      [{ reason: 'x'.repeat(501) }, fieldRefusal('reason', 'must be at most 500 characters')],
      [{ amount: 1 }, fieldRefusal('amount', 'is not an accepted field')],
    ];
    for (const [payload, refusal] of bad) {
      const response = await refundPurchase(t.app, admin.token, purchaseId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refusalOf(response)).toEqual(refusal);
    }
    expect((await learnerAccess(t.app, learner.token, refunded)).purchaseDetails).toBe(200);
  });

  it('is for admins only: a learner cannot refund their own purchase', async () => {
    const { learner, purchaseId } = await twoCoursePurchase();
    const response = await refundPurchase(t.app, learner.token, purchaseId);
    expect(response.statusCode).toBe(403);
    expect(
      (await call(t.app, { method: 'POST', url: `/api/admin/purchases/${purchaseId}/refund`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});
