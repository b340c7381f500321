import type { AdminCouponDetail } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { auditOf } from '../../../test/catalogue-admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import {
  createCoupon,
  createCouponCall,
  uniqueCode,
  updateCouponCall,
} from '../../../test/coupon-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  errorOf,
  hugeString,
  refusalOf,
  useTestApp,
} from '../../../test/helper.js';
import { createdPayment } from '../../../test/payment-factories.js';

describeEachDatabase('admin coupons', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });
  const get = (url: string, token = admin.token) =>
    call(t.app, { method: 'GET', url: `/api/admin/${url}`, token });
  const couponCount = async () =>
    Number(
      (
        await t.app.ctx.db
          .selectFrom('coupons')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a code stored upper-case, lists it with its usage, finds it by code, audits the write', async () => {
    const course = await createCourseFixture(t.app);
    const code = uniqueCode('spring').toLowerCase();
    const created = await createCouponCall(t.app, admin.token, {
      code,
      amountOff: 500,
      currency: 'GBP',
      courseIds: [course.id],
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2099-01-01T00:00:00.000Z',
      maxRedemptions: 10,
      perLearner: 1,
    });
    expect(created.statusCode).toBe(201);
    const coupon = created.json().data as AdminCouponDetail;
    expect(coupon).toMatchObject({
      code: code.toUpperCase(),
      percentOff: null,
      amountOff: 500,
      currency: 'GBP',
      courseIds: [course.id],
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2099-01-01T00:00:00.000Z',
      maxRedemptions: 10,
      perLearner: 1,
      active: true,
      usage: 0,
      redeemed: 0,
      redemptions: [],
    });
    const list = (await get(`coupons?search=${encodeURIComponent(code.slice(0, 12))}`)).json().data;
    expect(list.items.map((c: { id: string }) => c.id)).toEqual([coupon.id]);
    expect(list.items[0]).toMatchObject({ code: code.toUpperCase(), usage: 0 });
    expect((await get(`coupons/${coupon.id}`)).json().data.id).toBe(coupon.id);
    const audit = await auditOf(t.app, admin.token, coupon.id);
    expect(audit[0]).toMatchObject({ action: 'create', entity: 'coupon' });
    expect(audit[0]?.summary).toContain(code.toUpperCase());
  });

  it('edits, switches percent and amount, deactivates and reactivates, each audited', async () => {
    const coupon = await createCoupon(t.app, admin.token, { percentOff: 10 });
    const edited = await updateCouponCall(t.app, admin.token, coupon.id, { amountOff: 300, currency: 'EUR' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ percentOff: null, amountOff: 300, currency: 'EUR' });
    const back = await updateCouponCall(t.app, admin.token, coupon.id, {
      percentOff: 25,
      maxRedemptions: null,
    });
    expect(back.json().data).toMatchObject({
      percentOff: 25,
      amountOff: null,
      currency: null,
      maxRedemptions: null,
    });
    const off = await updateCouponCall(t.app, admin.token, coupon.id, { active: false });
    expect(off.json()).toMatchObject({ data: { active: false }, message: 'Coupon deactivated.' });
    expect((await get('coupons?active=false')).json().data.items.map((c: { id: string }) => c.id)).toContain(
      coupon.id,
    );
    await updateCouponCall(t.app, admin.token, coupon.id, { active: true });
    const actions = (await auditOf(t.app, admin.token, coupon.id)).map((e) => e.action);
    expect(actions).toEqual(['activate', 'deactivate', 'update', 'update', 'create']);
  });

  it('shows a code’s usage: live redemptions, who, which payment, what it took off', async () => {
    const coupon = await createCoupon(t.app, admin.token, { percentOff: 50 });
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 1000 });
    const payment = await createdPayment(t.app, learner.token, {
      courseIds: [course.id],
      currency: 'USD',
      couponCode: coupon.code.toLowerCase(),
    });
    const detail = (await get(`coupons/${coupon.id}`)).json().data as AdminCouponDetail;
    expect(detail).toMatchObject({ usage: 1, redeemed: 0 });
    expect(detail.redemptions).toEqual([
      expect.objectContaining({
        learner: { id: learner.id, name: expect.any(String), email: learner.email },
        paymentId: payment.id,
        status: 'pending',
        discount: 500,
        currency: 'USD',
      }),
    ]);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const before = await couponCount();
    const taken = await createCoupon(t.app, admin.token);
    const cases: [object, number, string][] = [
      [{ code: 'AB', percentOff: 10 }, 400, 'code: has an invalid format'],
      [{ code: 'HAS SPACE', percentOff: 10 }, 400, 'code: has an invalid format'],
      [{ code: hugeString(100), percentOff: 10 }, 400, 'code: has an invalid format'],
      [{ percentOff: 10 }, 400, 'code: is required'],
      [{ code: uniqueCode(), percentOff: 0 }, 400, 'percentOff: must be at least 1'],
      [{ code: uniqueCode(), percentOff: 101 }, 400, 'percentOff: must be at most 100'],
      [{ code: uniqueCode(), percentOff: '10' }, 400, 'percentOff: must be an integer'],
      [{ code: uniqueCode() }, 400, 'percentOff: send either percentOff or amountOff with its currency'],
      [{ code: uniqueCode(), percentOff: 10, amountOff: 5, currency: 'USD' }, 400, 'percentOff: send either'],
      [{ code: uniqueCode(), amountOff: 500 }, 400, 'currency: is required with amountOff'],
      [{ code: uniqueCode(), amountOff: 500, currency: 'JPY' }, 400, 'currency: must be one of'],
      [
        { code: uniqueCode(), percentOff: 10, startsAt: 'in a week or so' },
        400,
        'startsAt: must be a date and time',
      ],
      [
        {
          code: uniqueCode(),
          percentOff: 10,
          startsAt: '2030-01-02T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
        },
        400,
        'endsAt: must be after startsAt',
      ],
      [{ code: uniqueCode(), percentOff: 10, maxRedemptions: 0 }, 400, 'maxRedemptions: must be at least 1'],
      [
        { code: uniqueCode(), percentOff: 10, courseIds: [] },
        400,
        'courseIds: must NOT have fewer than 1 items',
      ],
      [
        { code: uniqueCode(), percentOff: 10, courseIds: ['0190f0f0-0000-7000-8000-000000000000'] },
        404,
        'This course does not exist',
      ],
      [{ code: uniqueCode(), percentOff: 10, extra: 1 }, 400, 'extra: is not an accepted field'],
      [{ code: taken.code.toLowerCase(), percentOff: 10 }, 409, 'This code is already taken'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await createCouponCall(t.app, admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(errorOf(response).message).toContain(message);
    }
    expect(await couponCount()).toBe(before + 1);

    const other = await createCoupon(t.app, admin.token);
    const renamed = await updateCouponCall(t.app, admin.token, other.id, { code: taken.code });
    expect(renamed.statusCode).toBe(409);
    expect(refusalOf(await updateCouponCall(t.app, admin.token, other.id, {})).message).toContain(
      'must NOT have fewer than 1 properties',
    );
    expect((await updateCouponCall(t.app, admin.token, other.id, { amountOff: 100 })).statusCode).toBe(400);
    const unknown = '0190f0f0-0000-7000-8000-000000000000';
    expect((await updateCouponCall(t.app, admin.token, unknown, { active: false })).statusCode).toBe(404);
    expect((await get(`coupons/${unknown}`)).statusCode).toBe(404);
    expect((await get('coupons?sort=price')).statusCode).toBe(400);
    expect((await get(`coupons/${other.id}`)).json().data).toMatchObject({
      code: other.code,
      percentOff: 20,
    });
  });

  it('is for admins only: a learner is refused (403), a visitor asked to sign in (401)', async () => {
    const learner = await createLearner(t.app);
    expect((await get('coupons', learner.token)).statusCode).toBe(403);
    expect(
      (await createCouponCall(t.app, learner.token, { code: uniqueCode(), percentOff: 90 })).statusCode,
    ).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/coupons' })).statusCode).toBe(401);
  });
});
