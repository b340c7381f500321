import type { AdminRefundRequest } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createLearner } from '../../../test/factories.js';
import { call, describeEachDatabase, fieldRefusal, refusalOf, useTestApp } from '../../../test/helper.js';
import { mailsTo } from '../../../test/payment-factories.js';
import {
  askRefund,
  boughtCourse,
  decideRefundRequest,
  listRefundRequests,
  purchaseLine,
  refundRequestPage,
  storedRequest,
} from '../../../test/refund-request-factories.js';
import { learnerAccess, refundPurchase } from '../../../test/sales-factories.js';

const REASON = { reason: 'It moved too fast for me' };
const requestOf = (response: { json: () => unknown }) =>
  (response.json() as { data: AdminRefundRequest }).data;

describeEachDatabase('refund requests (admin)', (dialect) => {
  const t = useTestApp(dialect);

  /** A learner past the threshold (50 %) whose request waits, and the request's id. */
  async function pendingRequest() {
    const bought = await boughtCourse(t.app, 2);
    const asked = await askRefund(t.app, bought.learner.token, bought.purchaseId, REASON);
    if (asked.statusCode !== 201) throw new Error(`request failed: ${asked.body}`);
    return { ...bought, requestId: (asked.json() as { data: { id: string } }).data.id };
  }

  it('lists requests with learner, course, amount, consumed share, reason and date, filtered by status', async () => {
    const { admin, learner, course, purchaseId, requestId } = await pendingRequest();
    const page = await refundRequestPage(
      t.app,
      admin.token,
      `status=pending&search=${encodeURIComponent(learner.email)}`,
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: requestId,
      purchaseId,
      learner: { id: learner.id, email: learner.email },
      course: { id: course.id, title: course.title },
      amount: 4000,
      currency: 'USD',
      consumedPercent: 50,
      reason: REASON.reason,
      status: 'pending',
      decidedBy: null,
    });
    expect(Date.parse(page.items[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const declined = await refundRequestPage(
      t.app,
      admin.token,
      `status=declined&search=${encodeURIComponent(learner.email)}`,
    );
    expect(declined.total).toBe(0);
    const byCourse = await refundRequestPage(
      t.app,
      admin.token,
      `search=${encodeURIComponent(course.title)}`,
    );
    expect(byCourse.items.map((item) => item.id)).toEqual([requestId]);
  });

  it('approves with a note: refunded through the same steps, the learner mailed the note, audited', async () => {
    const { admin, learner, course, purchaseId, requestId } = await pendingRequest();
    const response = await decideRefundRequest(t.app, admin.token, requestId, 'approve', {
      note: 'Happy to help',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(requestOf(response)).toMatchObject({
      status: 'refunded',
      note: 'Happy to help',
      decidedBy: { id: admin.id, email: admin.email },
    });
    expect(await learnerAccess(t.app, learner.token, course)).toMatchObject({ purchaseDetails: 403 });
    expect(await purchaseLine(t.app, learner.token, purchaseId)).toMatchObject({
      refundedAmount: 4000,
      refundRequest: { status: 'refunded', note: 'Happy to help' },
    });
    const notice = (await mailsTo(t.app, learner.email)).find((m) => m.subject.startsWith('Your refund for'));
    expect(notice?.text).toContain('A note from us: Happy to help');
    const audit = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=purchase&entityId=${purchaseId}`,
      token: admin.token,
    });
    expect(audit.json().data.items).toMatchObject([
      {
        action: 'refund',
        actor: { id: admin.id },
        summary: expect.stringContaining('Refund request approved: Happy to help'),
      },
    ]);
  });

  it('declines with a note: the course stays, the learner is mailed why, audited', async () => {
    const { admin, learner, course, purchaseId, requestId } = await pendingRequest();
    const response = await decideRefundRequest(t.app, admin.token, requestId, 'decline', {
      note: ' You completed half the course ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(requestOf(response)).toMatchObject({ status: 'declined', note: 'You completed half the course' });
    expect((await learnerAccess(t.app, learner.token, course)).purchaseDetails).toBe(200);
    expect((await purchaseLine(t.app, learner.token, purchaseId)).refundRequest).toMatchObject({
      status: 'declined',
      note: 'You completed half the course',
    });
    const mail = (await mailsTo(t.app, learner.email)).find((m) =>
      m.subject.startsWith('Your refund request'),
    );
    expect(mail?.text).toContain('Our note: You completed half the course');
    const audit = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=purchase&entityId=${purchaseId}`,
      token: admin.token,
    });
    expect(audit.json().data.items).toMatchObject([{ action: 'decline-refund', actor: { id: admin.id } }]);
    // Decided: neither a second decline nor an approval changes it.
    for (const decision of ['approve', 'decline'] as const) {
      const again = await decideRefundRequest(t.app, admin.token, requestId, decision, { note: 'x' });
      expect(again.statusCode).toBe(409);
      expect(refusalOf(again)).toEqual({ message: 'This refund request was already declined' });
    }
  });

  it('answers 409 when the purchase was refunded meanwhile, which closed the request', async () => {
    const { admin, purchaseId, requestId } = await pendingRequest();
    expect((await refundPurchase(t.app, admin.token, purchaseId)).statusCode).toBe(200);
    const response = await decideRefundRequest(t.app, admin.token, requestId, 'approve');
    expect(response.statusCode).toBe(409);
    expect(await storedRequest(t.app, purchaseId)).toMatchObject({ status: 'refunded', decidedBy: admin.id });
  });

  it('lets one of a concurrent approve and decline win', async () => {
    const { admin, purchaseId, requestId } = await pendingRequest();
    const answers = await Promise.all([
      decideRefundRequest(t.app, admin.token, requestId, 'approve'),
      decideRefundRequest(t.app, admin.token, requestId, 'decline', { note: 'No' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const stored = await storedRequest(t.app, purchaseId);
    const approved = answers[0]?.statusCode === 200;
    expect(stored?.status).toBe(approved ? 'refunded' : 'declined');
    const refunded = (
      await call(t.app, { method: 'GET', url: `/api/admin/purchases/${purchaseId}`, token: admin.token })
    ).json();
    expect(refunded.data.status).toBe(approved ? 'refunded' : 'active');
  });

  it.each([
    ['no note', {}, fieldRefusal('note', 'is required')],
    ['a blank note', { note: '  ' }, fieldRefusal('note', 'must not be blank')],
    ['a number', { note: 7 }, fieldRefusal('note', 'must be a string')],
    [
      'a 1001-character note',
      { note: 'x'.repeat(1001) },
      fieldRefusal('note', 'must be at most 1000 characters'),
    ],
  ])('refuses a decline with %s, leaving the request pending', async (_label, payload, refusal) => {
    const { admin, purchaseId, requestId } = await pendingRequest();
    const response = await decideRefundRequest(t.app, admin.token, requestId, 'decline', payload);
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
    expect(await storedRequest(t.app, purchaseId)).toMatchObject({ status: 'pending', note: null });
  });

  it('refuses an unknown id (404), a learner (403), no token (401), a bad filter or sort (400)', async () => {
    const { learner, admin, purchaseId, requestId } = await pendingRequest();
    const unknown = await decideRefundRequest(
      t.app,
      admin.token,
      '01890000-0000-7000-8000-000000000000',
      'approve',
    );
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'This refund request does not exist' });
    expect((await decideRefundRequest(t.app, learner.token, requestId, 'approve')).statusCode).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/refund-requests' })).statusCode).toBe(401);
    expect((await listRefundRequests(t.app, admin.token, 'status=lost')).statusCode).toBe(400);
    expect((await listRefundRequests(t.app, admin.token, 'sort=reason')).statusCode).toBe(400);
    const tooLong = await decideRefundRequest(t.app, admin.token, requestId, 'approve', {
      note: 'x'.repeat(1001),
    });
    expect(refusalOf(tooLong)).toEqual(fieldRefusal('note', 'must be at most 1000 characters'));
    const other = await createLearner(t.app, { role: 'admin' });
    expect((await refundRequestPage(t.app, other.token, 'status=pending')).total).toBeGreaterThan(0);
    expect(await storedRequest(t.app, purchaseId)).toMatchObject({ status: 'pending' });
  });
});
