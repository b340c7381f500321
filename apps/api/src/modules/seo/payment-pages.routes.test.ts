import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { buyCourses } from '../../../test/payment-factories.js';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Coursewise</title></head><body><div id="root"></div></body></html>';

/**
 * Issue 27, item 9: a receipt or the page after paying that is not the learner's (another's, or no
 * payment at all) answers 404 with the app, which shows its not-found page; their own answers 200.
 */
describeEachDatabase('receipt pages answer 404 unless the payment is the learner’s', (dialect) => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp(dialect, () => ({ WEB_DIST: webDist }));

  let owner: TestUser;
  let stranger: TestUser;
  let paymentId: string;
  beforeAll(async () => {
    const course = await createCourseFixture(t.app);
    owner = await createLearner(t.app);
    stranger = await createLearner(t.app);
    paymentId = (await buyCourses(t.app, owner.token, [course.id])).id;
  });

  const page = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { cookie: `auth_token=${token}` } : {} });

  for (const base of ['/purchases', '/checkout/complete']) {
    it(`${base}/{id}: 200 for the owner, 404 for another learner and for an unknown id`, async () => {
      const own = await page(`${base}/${paymentId}`, owner.token);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.body).toContain('<div id="root">');

      for (const answer of [
        await page(`${base}/${paymentId}`, stranger.token),
        await page(`${base}/no-such-payment`, owner.token),
        await page(`${base}/${'x'.repeat(180)}`, owner.token),
      ]) {
        expect(answer.statusCode).toBe(404);
        // The app still comes, so it shows its own not-found page.
        expect(answer.body).toContain('<div id="root">');
      }
      expect((await page(`${base}/%E0%A4%A`, owner.token)).statusCode).toBe(400);
    });

    it(`${base}/{id} without a session is the app as built (it sends the visitor to sign in)`, async () => {
      expect((await page(`${base}/${paymentId}`)).statusCode).toBe(200);
      expect((await page(`${base}/${paymentId}`, 'not-a-token')).statusCode).toBe(200);
    });
  }
});
