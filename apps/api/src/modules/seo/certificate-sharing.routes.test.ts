import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import { call, describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';
import { revokeCertificate } from '../certificates/certificates.service.js';
import { metaOf, ofType, readPage, schemaProblems } from './head-reading.js';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Coursewise</title><meta name="description" content="default"></head><body><div id="root"></div></body></html>';
const SITE = 'https://learn.example.com';

describeEachDatabase('a shared certificate: its page’s body and its picture', (dialect) => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp(dialect, () => ({ WEB_DIST: webDist, PUBLIC_URL: SITE }));
  const get = (url: string, headers: Record<string, string> = {}) =>
    call(t.app, { method: 'GET', url, headers });

  let issued: Awaited<ReturnType<typeof createCertifiedLearner>>;
  beforeAll(async () => {
    issued = await createCertifiedLearner(t.app, {
      firstName: 'Zoë',
      lastName: 'O’Brien <3',
      courseTitle: 'Bread & "butter"',
      score: 87,
      issuedAt: '2026-11-23T10:00:00.000Z',
    });
  });
  const imageUrl = () => `${SITE}/api/certification/${issued.certificate.id}/share.png`;

  it('states holder, course, date, score and status in the server HTML, inside the root', async () => {
    const response = await get(`/certificates/${issued.certificate.id}`);
    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.rootText).toBe(
      `Certificate verification Holder Zoë O’Brien <3 Course Bread & "butter" Issued 23 November 2026 ` +
        `Score 87% Certificate number ${issued.certificate.number} Status Valid`,
    );
    // Escaped: the name's "<3" is text, not markup.
    expect(response.body).toContain('<dd>Zoë O’Brien &lt;3</dd>');
  });

  it('previews with the share image as a large card, and describes the credential in JSON-LD', async () => {
    const page = readPage((await get(`/certificates/${issued.certificate.id}`)).body);
    expect(metaOf(page, 'og:image')).toBe(imageUrl());
    expect(metaOf(page, 'twitter:image')).toBe(imageUrl());
    expect(metaOf(page, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(page, 'og:site_name')).toBe('Coursewise');
    expect(page.canonical).toEqual([`${SITE}/certificates/${issued.certificate.id}`]);
    const [credential] = ofType(page, 'EducationalOccupationalCredential');
    expect(schemaProblems(credential)).toEqual([]);
    expect(credential).toMatchObject({
      identifier: issued.certificate.number,
      url: `${SITE}/certificates/${issued.certificate.id}`,
      dateCreated: '2026-11-23',
      about: { '@type': 'Course', name: 'Bread & "butter"', url: `${SITE}/courses/${issued.course.slug}` },
    });
  });

  it('answers a 1200×630 PNG with an ETag, and 304 while it is current', async () => {
    const response = await get(`/api/certification/${issued.certificate.id}/share.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const metadata = await sharp(response.rawPayload).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'png',
      width: 1200,
      height: 630,
    });
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get(`/api/certification/${issued.certificate.id}/share.png`, {
      'if-none-match': `W/"other", ${etag}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another certificate's picture is another picture.
    const other = await createCertifiedLearner(t.app);
    const otherImage = await get(`/api/certification/${other.certificate.id}/share.png`, {
      'if-none-match': etag,
    });
    expect(otherImage.statusCode).toBe(200);
    expect(otherImage.headers.etag).not.toBe(etag);
  });

  it('drops the picture once revoked: the page says so in its body, the picture answers 410', async () => {
    const { certificate, holderName } = await createCertifiedLearner(t.app, {
      issuedAt: '2026-01-05T10:00:00.000Z',
    });
    await revokeCertificate(t.app.ctx.db, certificate.id, '2026-02-01T10:00:00.000Z');
    const page = readPage((await get(`/certificates/${certificate.id}`)).body);
    expect(page.rootText).toContain(`Holder ${holderName}`);
    expect(page.rootText).toContain('Status Revoked on 1 February 2026: no longer valid');
    expect(metaOf(page, 'og:image')).toBeUndefined();
    expect(metaOf(page, 'twitter:card')).toBe('summary');
    expect(ofType(page, 'EducationalOccupationalCredential')).toEqual([]);
    const image = await get(`/api/certification/${certificate.id}/share.png`);
    expect(image.statusCode).toBe(410);
    expect(errorOf(image).message).toBe(
      `Certificate ${certificate.number} was revoked on 1 February 2026 and is no longer valid.`,
    );
  });

  it('answers 404 for an unknown certificate and 400 for a malformed id', async () => {
    expect((await get('/api/certification/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/share.png')).statusCode).toBe(404);
    expect((await get(`/api/certification/${'x'.repeat(65)}/share.png`)).statusCode).toBe(400);
  });
});
