import { beforeAll, expect, it } from 'vitest';
import { createCategoryFixture, createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { recordPurchase } from '../purchases/purchases.service.js';
import { toggleCart } from './cart.service.js';

const CART_MAX = 100;
const RACERS = 6;

describeEachDatabase('cart writes in transactions', (dialect) => {
  const t = useTestApp(dialect);
  let courses: { id: string }[];

  beforeAll(async () => {
    const { id: categoryId } = await createCategoryFixture(t.app);
    courses = [];
    for (let i = 0; i < CART_MAX - 1 + RACERS; i++)
      courses.push(await createCourseFixture(t.app, { categoryId }));
  });

  const cartSize = async (learner: TestUser) =>
    (
      await t.app.ctx.db
        .selectFrom('cartItems')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', learner.id)
        .executeTakeFirstOrThrow()
    ).n;

  it('lets only one of several concurrent adds take the last place in a cart', async () => {
    const learner = await createLearner(t.app);
    for (const course of courses.slice(0, CART_MAX - 1)) {
      await toggleCart(t.app.ctx.db, t.app.ctx, learner.id, course.id);
    }
    // Open a connection per racer first (PostgreSQL's pool opens them lazily, which would stagger the
    // racers), then call the service all at once, so the transactions really overlap.
    await Promise.all(
      courses.slice(0, RACERS).map(() => t.app.ctx.db.selectFrom('courses').select('id').execute()),
    );
    const results = await Promise.allSettled(
      courses.slice(CART_MAX - 1).map((course) => toggleCart(t.app.ctx.db, t.app.ctx, learner.id, course.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toEqual([{ status: 'fulfilled', value: true }]);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({
        status: 409,
        message: `Your cart can hold at most ${CART_MAX} courses`,
      });
    }
    expect(Number(await cartSize(learner))).toBe(CART_MAX);
  });

  it('joins the caller’s transaction, so a failed checkout leaves neither the cart change nor the purchase', async () => {
    const learner = await createLearner(t.app);
    const [inCart, bought] = courses as [{ id: string }, { id: string }];
    await expect(
      t.app.ctx.db.transaction().execute(async (trx) => {
        expect(await toggleCart(trx, t.app.ctx, learner.id, inCart.id)).toBe(true);
        await recordPurchase(trx, {
          userId: learner.id,
          courseId: bought.id,
          amount: 1999,
          currency: 'USD',
          source: 'grant',
        });
        throw new Error('the payment was declined');
      }),
    ).rejects.toThrow('the payment was declined');
    expect(Number(await cartSize(learner))).toBe(0);
    const details = await call(t.app, {
      method: 'GET',
      url: `/api/course/details?id=${bought.id}`,
      token: learner.token,
    });
    expect(details.json().data.isPurchased).toBe(false);
  });
});
