import type { Certificate, CertificateVerification } from '@coursewise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourseFixture, createPurchaseFixture } from '../../../test/catalogue-factories.js';
import { createCertifiedLearner, issueFor } from '../../../test/certificate-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, fieldRefusal, refusalOf, useTestApp } from '../../../test/helper.js';
import { revokeCertificate } from './certificates.service.js';

const PUBLIC_URL = 'https://learn.example.com';
const tooLongId = 'x'.repeat(65);
const idRefusal = fieldRefusal('id', 'must be at most 64 characters', 'params ');

describeEachDatabase('certificate routes', (dialect) => {
  const t = useTestApp(dialect, { PUBLIC_URL });
  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url: `/api/${url}`, token });

  let holder: TestUser;
  let holderName: string;
  let mine: Certificate[];
  let stranger: TestUser;
  let strangers: Certificate;

  beforeAll(async () => {
    const first = await createCertifiedLearner(t.app, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      courseTitle: 'First course',
      issuedAt: '2026-01-10T10:00:00.000Z',
    });
    holder = first.learner;
    holderName = first.holderName;
    mine = [first.certificate];
    // Two more for the same learner, issued later, so the list has an order to keep.
    for (const [title, issuedAt] of [
      ['Second course', '2026-02-10T10:00:00.000Z'],
      ['Third course', '2026-03-10T10:00:00.000Z'],
    ] as const) {
      const course = await createCourseFixture(t.app, { title });
      await createPurchaseFixture(t.app, holder.id, course.id);
      mine.push(await issueFor(t.app, holder.id, course.id, { issuedAt }));
    }
    const other = await createCertifiedLearner(t.app, { firstName: 'Alan', lastName: 'Turing' });
    stranger = other.learner;
    strangers = other.certificate;
  });

  describe('certification/details', () => {
    it('lists only the learner’s own certificates, newest first, paged', async () => {
      const all = await get('certification/details', holder.token);
      expect(all.statusCode).toBe(200);
      expect(all.json()).toEqual({ data: { items: [...mine].reverse(), page: 1, limit: 12, total: 3 } });

      const second = await get('certification/details?page=2&limit=2', holder.token);
      expect(second.json()).toEqual({ data: { items: [mine[0]], page: 2, limit: 2, total: 3 } });

      const theirs = await get('certification/details', stranger.token);
      expect(theirs.json().data.items).toEqual([strangers]);
    });

    it('answers an empty page for a learner without certificates', async () => {
      const newcomer = await createLearner(t.app);
      const response = await get('certification/details', newcomer.token);
      expect(response.json()).toEqual({ data: { items: [], page: 1, limit: 12, total: 0 } });
    });

    it('shows a revoked certificate as revoked', async () => {
      const revoked = await createCertifiedLearner(t.app);
      await revokeCertificate(t.app.ctx.db, revoked.certificate.id, '2030-01-01T00:00:00.000Z');
      const response = await get('certification/details', revoked.learner.token);
      expect(response.json().data.items).toEqual([{ ...revoked.certificate, revoked: true }]);
    });

    it.each([
      ['page=0', fieldRefusal('page', 'must be at least 1', 'querystring ')],
      ['page=abc', fieldRefusal('page', 'must be an integer', 'querystring ')],
      ['limit=101', fieldRefusal('limit', 'must be at most 100', 'querystring ')],
      ['sort=new', fieldRefusal('sort', 'is not an accepted field', 'querystring ')],
    ])('refuses ?%s with a 400 that says why', async (query, refusal) => {
      const response = await get(`certification/details?${query}`, holder.token);
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response)).toEqual(refusal);
    });

    it('needs a token', async () => {
      const response = await get('certification/details');
      expect(response.statusCode).toBe(401);
      expect(refusalOf(response)).toEqual({ message: 'Please sign in to continue' });
    });
  });

  describe('certification/details/:id', () => {
    it('answers the holder’s own certificate', async () => {
      const response = await get(`certification/details/${mine[1]?.id}`, holder.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: mine[1] });
    });

    it('treats another learner’s certificate, or an unknown id, as not found', async () => {
      for (const [id, token] of [
        [strangers.id, holder.token],
        [mine[0]?.id, stranger.token],
        ['no-such-certificate', holder.token],
      ]) {
        const response = await get(`certification/details/${id}`, token);
        expect(response.statusCode).toBe(404);
        expect(refusalOf(response)).toEqual({ message: 'Certificate not found' });
      }
    });

    it('refuses an over-long id and needs a token', async () => {
      const long = await get(`certification/details/${tooLongId}`, holder.token);
      expect(long.statusCode).toBe(400);
      expect(refusalOf(long)).toEqual(idRefusal);
      expect((await get(`certification/details/${mine[0]?.id}`)).statusCode).toBe(401);
    });
  });

  describe('certification/verify/:id', () => {
    it('answers anyone that a live certificate is valid, with its holder, course, score and date', async () => {
      const certificate = mine[0] as Certificate;
      const response = await get(`certification/verify/${certificate.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        data: {
          status: 'valid',
          number: certificate.number,
          holderName,
          courseTitle: 'First course',
          courseSlug: certificate.courseSlug,
          score: 85,
          issuedAt: '2026-01-10T10:00:00.000Z',
          revokedAt: null,
          verifyUrl: `${PUBLIC_URL}/certificates/${certificate.id}`,
          pdfUrl: `${PUBLIC_URL}/api/certification/${certificate.id}/pdf`,
          cryptographicallyVerified: true,
        } satisfies CertificateVerification,
      });
    });

    it('says when a certificate was revoked', async () => {
      const { certificate } = await createCertifiedLearner(t.app);
      await revokeCertificate(t.app.ctx.db, certificate.id, '2030-06-01T12:00:00.000Z');
      const response = await get(`certification/verify/${certificate.id}`, stranger.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        status: 'revoked',
        revokedAt: '2030-06-01T12:00:00.000Z',
        cryptographicallyVerified: false,
      });
    });

    it('answers 404 for an unknown id and 400 for an over-long one', async () => {
      const unknown = await get('certification/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(unknown.statusCode).toBe(404);
      expect(refusalOf(unknown)).toEqual({ message: 'Certificate not found' });
      const long = await get(`certification/verify/${tooLongId}`);
      expect(long.statusCode).toBe(400);
      expect(refusalOf(long)).toEqual(idRefusal);
    });
  });
});
