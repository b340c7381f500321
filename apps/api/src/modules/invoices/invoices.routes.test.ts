import type { Payment } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, hugeString, refusalOf, useTestApp } from '../../../test/helper.js';
import { CARDS, confirmCard, createdPayment, startCheckout } from '../../../test/payment-factories.js';
import { readPdf } from '../../../test/pdf-reading.js';
import { refundPurchase } from '../../../test/sales-factories.js';
import { saveSettings } from '../settings/settings.service.js';

const BILLING = {
  name: 'Fjord & Fell Ltd',
  address: '12 Harbour Street\nBergen 5003',
  country: 'NO',
  taxId: 'NO 912 345 678 MVA',
};

describeEachDatabase('invoices', (dialect) => {
  const t = useTestApp(dialect);
  let learner: TestUser;
  let courses: { id: string; title: string }[];

  const invoiceOf = (paymentId: string, token?: string) =>
    call(t.app, { method: 'GET', url: `/api/purchase/${paymentId}/invoice`, token });
  const paymentCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pay = async (token: string, paymentId: string): Promise<Payment> => {
    const confirmed = await confirmCard(t.app, token, paymentId);
    expect(confirmed.statusCode).toBe(200);
    return (confirmed.json() as { data: Payment }).data;
  };

  beforeAll(async () => {
    learner = await createLearner(t.app);
    courses = await Promise.all([
      createCourseFixture(t.app, { title: 'Knots for Sailors', priceCents: 2000 }),
      createCourseFixture(t.app, { title: 'Reading the Weather', priceCents: 1250 }),
    ]);
  });

  it('keeps billing details with the payment and prints them, the seller and the lines on the invoice', async () => {
    await saveSettings(t.app.ctx.db, {
      siteName: 'Seaworthy',
      seller: {
        legalName: 'Seaworthy Learning GmbH',
        address: 'Hafenstraße 1\n20457 Hamburg',
        taxId: 'DE123456789',
      },
    });
    const payment = await createdPayment(t.app, learner.token, {
      courseIds: courses.map((c) => c.id),
      currency: 'GBP',
      billing: { ...BILLING, name: '  Fjord & Fell Ltd ', address: ' 12 Harbour Street \n\n Bergen 5003 ' },
    });
    expect(payment.billing).toEqual(BILLING);
    expect(payment.invoiceNumber).toBeNull();
    const paid = await pay(learner.token, payment.id);
    expect(paid.invoiceNumber).toMatch(/^INV-\d{6}$/);

    const response = await invoiceOf(payment.id, learner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${paid.invoiceNumber}.pdf"`,
    );
    const { pages, info } = await readPdf(response.rawPayload);
    expect(info.Title).toBe(`Invoice ${paid.invoiceNumber}`);
    const text = pages.map((page) => page.text).join(' ');
    for (const shown of [
      'Invoice',
      paid.invoiceNumber ?? 'no number',
      paid.receiptNumber ?? 'no receipt',
      'Seaworthy Learning GmbH',
      'Hafenstraße 1',
      '20457 Hamburg',
      'Tax ID: DE123456789',
      'Fjord & Fell Ltd',
      '12 Harbour Street',
      'Bergen 5003',
      'Norway',
      'Tax ID: NO 912 345 678 MVA',
      'Knots for Sailors',
      'Reading the Weather',
      '£15.80',
      '£9.88',
      'Total (GBP)',
      '£25.68',
      'Paid by card Visa •••• 4242',
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain('refunded');
  });

  it('without billing details or seller details: the learner and the site’s own name and address', async () => {
    await saveSettings(t.app.ctx.db, {
      siteName: 'Plain School',
      contactEmail: 'hello@plain.example',
      seller: { legalName: '', address: '', taxId: '' },
    });
    const other = await createLearner(t.app);
    const payment = await createdPayment(t.app, other.token, {
      courseIds: [courses[0]?.id ?? ''],
      currency: 'USD',
    });
    expect(payment.billing).toBeNull();
    await pay(other.token, payment.id);
    const response = await invoiceOf(payment.id, other.token);
    expect(response.statusCode).toBe(200);
    const text = (await readPdf(response.rawPayload)).pages[0]?.text ?? '';
    for (const shown of [
      'Plain School',
      'hello@plain.example',
      'Test Learner',
      other.email,
      '$20.00',
      'Total (USD)',
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain('Tax ID');
  });

  it('marks a refunded course and the amount paid back', async () => {
    const admin = await createAdmin(t.app);
    const buyer = await createLearner(t.app);
    const payment = await createdPayment(t.app, buyer.token, {
      courseIds: courses.map((c) => c.id),
      currency: 'USD',
    });
    await pay(buyer.token, payment.id);
    const purchase = await t.app.ctx.db
      .selectFrom('purchases')
      .select('id')
      .where('paymentId', '=', payment.id)
      .where('courseId', '=', courses[1]?.id ?? '')
      .executeTakeFirstOrThrow();
    expect((await refundPurchase(t.app, admin.token, purchase.id, { reason: 'Asked for' })).statusCode).toBe(
      200,
    );
    const text = (await readPdf((await invoiceOf(payment.id, buyer.token)).rawPayload)).pages[0]?.text ?? '';
    expect(text).toContain('Reading the Weather (refunded)');
    expect(text).not.toContain('Knots for Sailors (refunded)');
    expect(text).toContain('Refunded');
    expect(text).toContain('Paid after refunds');
    expect(text).toContain('this invoice is not a credit note');
  });

  it('answers 404 for another learner’s or an unknown payment, 409 for one not paid, 401 without a token', async () => {
    const owner = await createLearner(t.app);
    const stranger = await createLearner(t.app);
    const pending = await createdPayment(t.app, owner.token, {
      courseIds: [courses[0]?.id ?? ''],
      currency: 'USD',
    });
    const notPaid = await invoiceOf(pending.id, owner.token);
    expect(notPaid.statusCode).toBe(409);
    expect(refusalOf(notPaid)).toEqual({ message: 'This payment was not completed, so it has no invoice' });

    expect((await confirmCard(t.app, owner.token, pending.id, CARDS.declined)).statusCode).toBe(402);
    expect((await invoiceOf(pending.id, owner.token)).statusCode).toBe(409);

    await pay(owner.token, pending.id);
    const others = await invoiceOf(pending.id, stranger.token);
    expect(others.statusCode).toBe(404);
    expect(refusalOf(others)).toEqual({ message: 'This payment does not exist' });
    expect((await invoiceOf('0198a0a0-0000-7000-8000-000000000000', owner.token)).statusCode).toBe(404);
    expect((await invoiceOf(pending.id)).statusCode).toBe(401);
    const huge = await invoiceOf('x'.repeat(65), owner.token);
    expect(huge.statusCode).toBe(400);
    expect(refusalOf(huge).message).toBe('params id: must be at most 64 characters');
    expect((await invoiceOf(pending.id, owner.token)).statusCode).toBe(200);
  });

  it('refuses bad billing details with the field and creates nothing', async () => {
    const before = await paymentCount();
    const courseIds = [courses[0]?.id ?? ''];
    const cases: [unknown, string][] = [
      [{ ...BILLING, country: 'XX' }, 'billing.country: has an invalid format'],
      [{ ...BILLING, country: 'no' }, 'billing.country: has an invalid format'],
      [{ ...BILLING, country: 47 }, 'billing.country: must be a string'],
      [{ ...BILLING, name: '   ' }, 'billing.name: has an invalid format'],
      [{ ...BILLING, name: 'x'.repeat(201) }, 'billing.name: must be at most 200 characters'],
      [{ ...BILLING, address: 'x'.repeat(501) }, 'billing.address: must be at most 500 characters'],
      [{ ...BILLING, address: Array(9).fill('line').join('\n') }, 'billing.address: has an invalid format'],
      [{ ...BILLING, address: 'a\tb' }, 'billing.address: has an invalid format'],
      [{ ...BILLING, taxId: 'DE<script>' }, 'billing.taxId: has an invalid format'],
      [{ ...BILLING, taxId: 'x'.repeat(51) }, 'billing.taxId: must be at most 50 characters'],
      [{ ...BILLING, email: 'a@b.c' }, 'billing.email: is not an accepted field'],
      [{ name: 'Only a name' }, 'billing.address: is required'],
      ['Fjord & Fell', 'billing: must be an object'],
      [[BILLING], 'billing: must be an object'],
    ];
    for (const [billing, message] of cases) {
      const response = await startCheckout(t.app, learner.token, { courseIds, currency: 'USD', billing });
      expect(response.statusCode, JSON.stringify(billing)).toBe(400);
      expect(refusalOf(response).message).toContain(message);
    }
    const huge = await startCheckout(t.app, learner.token, {
      courseIds,
      currency: 'USD',
      billing: { ...BILLING, name: hugeString() },
    });
    expect(huge.statusCode).toBe(413);
    expect(await paymentCount()).toBe(before);
  });
});
