import type { Payment } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import {
  confirmCard,
  createdPayment,
  learnersCount,
  mailsTo,
  purchasesOf,
} from '../../../test/payment-factories.js';

describeEachDatabase('payments under concurrent confirms', (dialect) => {
  const t = useTestApp(dialect);

  it('20 concurrent confirms of two payments for one course: one purchase, the other line refunded', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 2999, title: 'Race Conditions' });
    const other = await createCourseFixture(t.app, { priceCents: 1000 });
    const countBefore = await learnersCount(t.app, course.id);
    // Two tabs: one checks out the course alone, the other with a second course.
    const first = await createdPayment(t.app, learner.token, { courseIds: [course.id], currency: 'EUR' });
    const second = await createdPayment(t.app, learner.token, {
      courseIds: [course.id, other.id],
      currency: 'EUR',
    });

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => confirmCard(t.app, learner.token, (i % 2 ? first : second).id)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));

    const purchases = await purchasesOf(t.app, learner.id);
    expect(purchases.filter((p) => p.courseId === course.id)).toHaveLength(1);
    expect(purchases.filter((p) => p.courseId === other.id)).toHaveLength(1);
    expect(await learnersCount(t.app, course.id)).toBe(countBefore + 1);

    // Both charges went through; whichever was fulfilled second gives the course's line back.
    const final = responses.map((r) => (r.json() as { data: Payment }).data);
    const answerFor = (id: string): Payment => {
      const found = final.find((p) => p.id === id);
      if (!found) throw new Error(`no answer for payment ${id}`);
      return found;
    };
    const [a, b] = [answerFor(first.id), answerFor(second.id)];
    for (const payment of [a, b]) expect(payment.status).toBe('succeeded');
    const refundedLines = [a, b].flatMap((p) =>
      p.lines.filter((line) => line.refundedAt !== null).map((line) => ({ payment: p, line })),
    );
    expect(refundedLines).toHaveLength(1);
    const { payment: refunded, line } = refundedLines[0] ?? { payment: a, line: undefined };
    expect(line?.courseId).toBe(course.id);
    expect(refunded.refundedAmount).toBe(line?.amount);
    const winner = refunded.id === a.id ? b : a;
    expect(winner.refundedAmount).toBe(0);
    expect(purchases.find((p) => p.courseId === course.id)?.paymentId).toBe(winner.id);
    expect(new Set([a.receiptNumber, b.receiptNumber]).size).toBe(2);
    const refundRef = await t.app.ctx.db
      .selectFrom('payments')
      .select('refundRef')
      .where('id', '=', refunded.id)
      .executeTakeFirstOrThrow();
    expect(refundRef.refundRef).toBe(`sandbox-refund-${refunded.id}`);

    const mails = await mailsTo(t.app, learner.email);
    expect(mails.filter((m) => m.subject.startsWith('Your Coursewise receipt'))).toHaveLength(2);
    const refundMails = mails.filter((m) => m.subject.startsWith('We refunded'));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.subject).toBe(
      `We refunded €${((line?.amount ?? 0) / 100).toFixed(2)} from your Coursewise receipt ${refunded.receiptNumber}`,
    );
    expect(refundMails[0]?.text).toContain('Race Conditions');
  });

  it('confirms one payment ten times at once: fulfilled once, one receipt', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app);
    const payment = await createdPayment(t.app, learner.token, { courseIds: [course.id], currency: 'USD' });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => confirmCard(t.app, learner.token, payment.id)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const receipts = new Set(responses.map((r) => (r.json() as { data: Payment }).data.receiptNumber));
    expect(receipts.size).toBe(1);
    expect(await purchasesOf(t.app, learner.id)).toHaveLength(1);
    expect(await mailsTo(t.app, learner.email)).toHaveLength(1);
  });
});
