import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asBuiltPage, squeeze } from '../../../test/built-page.js';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { revokeCertificate } from '../certificates/certificates.service.js';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Coursewise</title><meta name="description" content="default"></head><body><div id="root"></div></body></html>';
const PUBLIC_URL = 'https://learn.example.com';

/** The tags a link preview reads, from the served page. */
function headOf(html: string) {
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogUrl: meta('property', 'og:url'),
  };
}

describeEachDatabase('the certificate page’s head, rendered on the server', (dialect) => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp(dialect, () => ({ WEB_DIST: webDist, PUBLIC_URL }));
  const page = (url: string) => call(t.app, { method: 'GET', url });

  it('in German for a German page: the description, its date, and the facts for readers without script', async () => {
    const { certificate } = await createCertifiedLearner(t.app, {
      firstName: 'Jonas',
      lastName: 'Weber',
      courseTitle: 'Brot backen',
      score: 88,
      issuedAt: '2026-11-23T10:00:00.000Z',
    });
    const response = await call(t.app, {
      method: 'GET',
      url: `/certificates/${certificate.id}`,
      headers: { 'accept-language': 'de-DE' },
    });
    expect(response.statusCode).toBe(200);
    expect(headOf(response.body).description).toBe(
      `Jonas Weber hat Brot backen bei Coursewise abgeschlossen. Zertifikat ${certificate.number}, ausgestellt am 23. November 2026.`,
    );
    const facts = squeeze(response.body);
    expect(facts).toContain('<h1>Zertifikatsprüfung</h1>');
    expect(facts).toMatch(/<dt>Ergebnis<\/dt><dd>88[\u00a0\u202f]%<\/dd>/);
    expect(facts).toContain('<dt>Status</dt><dd>Gültig</dd>');
    // An unknown link says so in German too.
    const unknown = await call(t.app, {
      method: 'GET',
      url: '/certificates/nothing-here',
      headers: { cookie: 'locale=de' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(headOf(unknown.body).title).toBe('Zertifikatsprüfung | Coursewise');
  });

  it('previews a shared link as "<holder> — <course>", with the number and date', async () => {
    const { certificate } = await createCertifiedLearner(t.app, {
      firstName: 'Ada',
      lastName: 'O’Brien <3',
      courseTitle: 'Bread & "butter"',
      issuedAt: '2026-11-23T10:00:00.000Z',
    });
    const response = await page(`/certificates/${certificate.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const title = 'Ada O’Brien &lt;3 — Bread &amp; &quot;butter&quot;';
    const description = `Ada O’Brien &lt;3 completed Bread &amp; &quot;butter&quot; on Coursewise. Certificate ${certificate.number}, issued on 23 November 2026.`;
    expect(headOf(response.body)).toEqual({
      title,
      titles: 1,
      description,
      ogTitle: title,
      ogDescription: description,
      ogUrl: `${PUBLIC_URL}/certificates/${certificate.id}`,
    });
  });

  it('says in the title when the certificate was revoked', async () => {
    const { certificate, holderName, course } = await createCertifiedLearner(t.app, {
      issuedAt: '2026-01-05T10:00:00.000Z',
    });
    await revokeCertificate(t.app.ctx.db, certificate.id, '2026-02-01T10:00:00.000Z');
    const head = headOf((await page(`/certificates/${certificate.id}/`)).body);
    expect(head.title).toBe(`Revoked certificate: ${holderName} — ${course.title}`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.description).toBe(
      `Coursewise certificate ${certificate.number}, issued on 5 January 2026, was revoked on 1 February 2026 and is no longer valid.`,
    );
  });

  it('gives an unknown id the verification page’s generic title, naming no one', async () => {
    const response = await page('/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    // The page says so, and so does the status (link checkers, search engines).
    expect(response.statusCode).toBe(404);
    expect(headOf(response.body)).toMatchObject({
      title: 'Certificate verification | Coursewise',
      titles: 1,
      description: 'No Coursewise certificate has this link. Check that it was copied in full.',
      ogUrl: `${PUBLIC_URL}/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    });
  });

  it('keeps "My certificates" out of search engines, and malformed ids with the default head and a 404', async () => {
    const mine = await page('/certificates');
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('<meta name="robots" content="noindex">');
    expect(mine.body).toContain('<title>Coursewise</title>');
    for (const url of [`/certificates/${'x'.repeat(65)}`, '/certificates/a.b']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(squeeze(response.body)).toBe(asBuiltPage(INDEX, { noindex: true }));
    }
  });
});
