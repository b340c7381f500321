import { beforeAll, expect, it, vi } from 'vitest';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import { call, describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';

// Issue 19 item 3: 12 parallel PDF requests held /api/health for 5–7 s, since pdfkit rendered on the
// main thread. Renders now run on a worker thread, one at a time, shared per certificate, and each
// address may ask for 60 PDFs per 15 minutes.
describeEachDatabase('certificate PDFs under load', (dialect) => {
  const t = useTestApp(dialect);
  const pdfs = () => t.app.ctx.certificatePdfs;
  const pdfOf = (id: string, remoteAddress?: string) =>
    call(t.app, { method: 'GET', url: `/api/certification/${id}/pdf`, remoteAddress });

  let ids: string[] = [];
  beforeAll(async () => {
    ids = [];
    for (let n = 0; n < 4; n++) ids.push((await createCertifiedLearner(t.app)).certificate.id);
  });

  /** The worker has begun `count` renders in all: the one now held blocks its thread. */
  const rendersBegun = (count: number) =>
    // The first render also starts the worker (tsx compiles it from source): seconds on a busy machine.
    vi.waitFor(() => expect(pdfs().renders).toBe(count), { timeout: 30_000, interval: 20 });

  it('answers /api/health while PDFs render, since they render on another thread', async () => {
    const before = pdfs().renders;
    // Each render now blocks the worker's thread until released, as a very slow render would; were
    // rendering on the main thread, nothing below could answer.
    const release = pdfs().hold();
    let finished = 0;
    const requests = ids.map((id) =>
      pdfOf(id).then((response) => {
        finished += 1;
        return response;
      }),
    );
    await rendersBegun(before + 1);

    const health = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const verify = await call(t.app, { method: 'GET', url: `/api/certification/verify/${ids[0]}` });
    expect(verify.statusCode).toBe(200);
    expect(finished).toBe(0);

    release();
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(responses.every((r) => r.rawPayload.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    // One render each, one after another on the one worker.
    expect(pdfs().renders).toBe(before + 4);
  });

  it('shares one render among concurrent requests for the same certificate', async () => {
    const { certificate } = await createCertifiedLearner(t.app);
    const before = pdfs().renders;
    const release = pdfs().hold();
    const requests = Array.from({ length: 6 }, () => pdfOf(certificate.id));
    await rendersBegun(before + 1);
    release();
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const [first] = responses;
    expect(responses.every((r) => first && r.rawPayload.equals(first.rawPayload))).toBe(true);
    expect(pdfs().renders).toBe(before + 1);
  });

  it('limits each address to 60 PDFs in 15 minutes, stored or not, with Retry-After', async () => {
    const address = '203.0.113.77';
    const [stored] = ids;
    if (!stored) throw new Error('no certificate');
    // Unknown ids count too: a refusal costs a look-up as well.
    expect((await pdfOf('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', address)).statusCode).toBe(404);
    for (let n = 1; n < 60; n++) {
      const response = await pdfOf(stored, address);
      expect(response.statusCode, `request ${n + 1}`).toBe(200);
    }

    const refused = await pdfOf(stored, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    const { code, message } = errorOf(refused);
    expect(code).toBe('RATE_LIMITED');
    expect(message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another address is not affected, and the stored file is still there for it.
    const other = await pdfOf(stored, '203.0.113.78');
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
