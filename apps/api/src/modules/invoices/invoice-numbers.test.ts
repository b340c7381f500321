import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner } from '../../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { confirmCard, createdPayment } from '../../../test/payment-factories.js';
import { down, up } from '../../db/migrations/0028-invoices.js';

const sequenceValue = (invoiceNumber: string | null) => Number(invoiceNumber?.replace(/^INV-/, ''));

describeEachDatabase('invoice numbers', (dialect) => {
  const t = useTestApp(dialect);
  /** Each payment's invoice number, in the order of `ids`. */
  const invoiceNumbers = async (ids: string[]) => {
    const rows = await t.app.ctx.db
      .selectFrom('payments')
      .select(['id', 'invoiceNumber'])
      .where('id', 'in', ids)
      .execute();
    return ids.map((id) => rows.find((row) => row.id === id)?.invoiceNumber ?? null);
  };

  it('20 payments fulfilled at once get 20 different, consecutive numbers; unpaid ones none', async () => {
    const course = await createCourseFixture(t.app, { priceCents: 900 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createLearner(t.app)));
    const payments = await Promise.all(
      buyers.map((buyer) => createdPayment(t.app, buyer.token, { courseIds: [course.id], currency: 'EUR' })),
    );
    const unpaid = await createdPayment(t.app, (await createLearner(t.app)).token, {
      courseIds: [course.id],
      currency: 'EUR',
    });
    const answers = await Promise.all(
      payments.map((p, i) => confirmCard(t.app, buyers[i]?.token ?? '', p.id)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = await invoiceNumbers(payments.map((p) => p.id));
    for (const n of numbers) expect(n).toMatch(/^INV-\d{6}$/);
    const values = numbers.map(sequenceValue).sort((a, b) => a - b);
    expect(new Set(values).size).toBe(20);
    expect((values.at(-1) ?? 0) - (values[0] ?? 0)).toBe(19);
    expect(await invoiceNumbers([unpaid.id])).toEqual([null]);
  });

  it('migration 0028 numbers payments paid before it in the order they were paid, and the sequence goes on', async () => {
    const course = await createCourseFixture(t.app, { priceCents: 500 });
    const paid: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const buyer = await createLearner(t.app);
      const payment = await createdPayment(t.app, buyer.token, { courseIds: [course.id], currency: 'USD' });
      expect((await confirmCard(t.app, buyer.token, payment.id)).statusCode).toBe(200);
      paid.push(payment.id);
    }
    // The second was paid first.
    await t.app.ctx.db
      .updateTable('payments')
      .set({ paidAt: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', paid[1] ?? '')
      .execute();
    const db = t.app.ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    const [first, second] = await invoiceNumbers(paid);
    expect(second).toBe('INV-000001');
    const total = await t.app.ctx.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    expect(sequenceValue(first ?? null)).toBeGreaterThan(1);
    const buyer = await createLearner(t.app);
    const next = await createdPayment(t.app, buyer.token, { courseIds: [course.id], currency: 'USD' });
    await confirmCard(t.app, buyer.token, next.id);
    expect(await invoiceNumbers([next.id])).toEqual([`INV-${String(Number(total.n) + 1).padStart(6, '0')}`]);
  });
});
