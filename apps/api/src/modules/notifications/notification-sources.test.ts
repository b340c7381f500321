import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { buyGift } from '../../../test/gift-factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { notificationPage } from '../../../test/notification-factories.js';
import { askRefund, boughtCourse, decideRefundRequest } from '../../../test/refund-request-factories.js';

/** The notifications other modules write: refunds decided, gifts received (certificates: the stream test). */
describeEachDatabase('notifications from refunds and gifts', (dialect) => {
  const t = useTestApp(dialect);

  async function pendingRequest() {
    // Half the chapters done: the request waits for an admin.
    const bought = await boughtCourse(t.app, 2);
    const asked = await askRefund(t.app, bought.learner.token, bought.purchaseId, { reason: 'Not for me' });
    expect(asked.statusCode).toBe(201);
    return { ...bought, requestId: asked.json().data.id as string };
  }

  it('tells the learner when an admin declines their refund request, with the note', async () => {
    const { admin, learner, course, requestId } = await pendingRequest();
    const declined = await decideRefundRequest(t.app, admin.token, requestId, 'decline', {
      note: 'Too late',
    });
    expect(declined.statusCode).toBe(200);
    const page = await notificationPage(t.app, learner.token);
    expect(page.items.map((n) => [n.kind, n.text, n.link, n.data.note])).toEqual([
      ['refund_decided', `Your refund request for “${course.title}” was declined.`, '/purchases', 'Too late'],
    ]);
    expect(page.unread).toBe(1);
    expect((await notificationPage(t.app, admin.token)).total).toBe(0);
  });

  it('tells the learner when their purchase is refunded on an approved request', async () => {
    const { admin, learner, course, requestId } = await pendingRequest();
    const approved = await decideRefundRequest(t.app, admin.token, requestId, 'approve', {});
    expect(approved.statusCode).toBe(200);
    const page = await notificationPage(t.app, learner.token);
    expect(page.items.map((n) => [n.kind, n.text, n.data.outcome])).toEqual([
      ['refund_decided', `Your purchase of “${course.title}” was refunded.`, 'refunded'],
    ]);
  });

  it('tells a gift’s recipient who has an account, without the code; an address with no account gets only the mail', async () => {
    const buyer = await createLearner(t.app);
    const recipient = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 2500 });
    await buyGift(t.app, buyer.token, course.id, recipient.email.toUpperCase(), 'Enjoy');
    await buyGift(t.app, buyer.token, course.id, 'nobody.here@example.com');
    const page = await notificationPage(t.app, recipient.token);
    expect(page.items.map((n) => [n.kind, n.text, n.link])).toEqual([
      ['gift_received', `Test gave you “${course.title}”: your code is in your email.`, '/gifts/redeem'],
    ]);
    expect(JSON.stringify(page.items[0]?.data)).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
    expect((await notificationPage(t.app, buyer.token)).total).toBe(0);
  });
});
