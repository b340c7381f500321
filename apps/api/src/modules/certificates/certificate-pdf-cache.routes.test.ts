import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin, storedImageUrl } from '../../../test/catalogue-admin-factories.js';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { multipart } from '../../../test/multipart.js';
import { readPdf } from '../../../test/pdf-reading.js';

// Issue 19 item 3: a certificate's PDF is rendered once per printed version and then served from
// private storage; whatever it prints changing gives a new file, and a revoked one is never served.
describeEachDatabase('certificate PDF storage', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  beforeAll(async () => {
    boss = await createAdmin(t.app);
  });

  const pdfs = () => t.app.ctx.certificatePdfs;
  const pdfOf = (id: string) => call(t.app, { method: 'GET', url: `/api/certification/${id}/pdf` });
  const textOf = async (id: string) => {
    const response = await pdfOf(id);
    expect(response.statusCode).toBe(200);
    return (await readPdf(response.rawPayload)).pages[0]?.text ?? '';
  };
  const storedFiles = (id: string) =>
    readdirSync(path.join(t.dataDir, 'private', 'certificates', id)).map((name) =>
      path.join(t.dataDir, 'private', 'certificates', id, name),
    );
  const verified = async (id: string) =>
    (await call(t.app, { method: 'GET', url: `/api/certification/verify/${id}` })).json().data as {
      holderName: string;
      courseTitle: string;
    };

  it('renders a certificate once, keeps the file privately, and serves that file afterwards', async () => {
    const { certificate } = await createCertifiedLearner(t.app);
    const before = pdfs().renders;
    const first = await pdfOf(certificate.id);
    expect(first.statusCode).toBe(200);
    expect(pdfs().renders).toBe(before + 1);
    const [stored, ...others] = storedFiles(certificate.id);
    expect(others).toEqual([]);
    expect(readFileSync(stored ?? '').equals(first.rawPayload)).toBe(true);

    const second = await pdfOf(certificate.id);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/pdf');
    expect(second.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(pdfs().renders).toBe(before + 1);
    // Private storage only: nothing under the public uploads.
    const anywherePublic = await call(t.app, {
      method: 'GET',
      url: `/uploads/certificates/${certificate.id}/${path.basename(stored ?? '')}`,
    });
    expect(anywherePublic.statusCode).toBe(404);
  });

  it('prints the holder and course the certificate records, after a profile or course rename too', async () => {
    const { certificate, learner, course } = await createCertifiedLearner(t.app, {
      firstName: 'Ada',
      lastName: 'Byron',
      courseTitle: 'Analytical Engines',
    });
    expect(await textOf(certificate.id)).toContain('Ada Byron');

    const profile = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: learner.token,
      ...multipart({ firstName: 'Augusta', lastName: 'King' }),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const renamed = await admin(t.app, boss.token, 'PUT', `/courses/${course.id}`, {
      title: 'Difference Engines',
      imageUrl: await storedImageUrl(t.app),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    // Whatever the certificate says now (decisions.md: it keeps the name and title of its day), the PDF
    // says the same as its public verification page.
    const record = await verified(certificate.id);
    const text = await textOf(certificate.id);
    expect(text).toContain(record.holderName);
    expect(text).toContain(record.courseTitle);
  });

  it('renders a new file when anything it prints changes, and never serves the old one', async () => {
    const { certificate } = await createCertifiedLearner(t.app, { firstName: 'Grace', lastName: 'Brewster' });
    expect(await textOf(certificate.id)).toContain('Grace Brewster');
    const before = pdfs().renders;

    // The certificate's record corrected (holder and course as printed).
    await t.app.ctx.db
      .updateTable('certificates')
      .set({ holderName: 'Grace Hopper', courseTitle: 'Compilers, Revised' })
      .where('id', '=', certificate.id)
      .execute();
    const corrected = await textOf(certificate.id);
    expect(corrected).toContain('Grace Hopper');
    expect(corrected).toContain('Compilers, Revised');
    expect(corrected).not.toContain('Brewster');
    expect(pdfs().renders).toBe(before + 1);

    // The site's name, through the admin settings.
    const settings = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/settings',
      token: boss.token,
      payload: { siteName: 'Renamed Academy' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(await textOf(certificate.id)).toContain('Renamed Academy');
    expect(pdfs().renders).toBe(before + 2);
    expect(storedFiles(certificate.id)).toHaveLength(3);
    // And the current version is served from storage from then on.
    expect(await textOf(certificate.id)).toContain('Renamed Academy');
    expect(pdfs().renders).toBe(before + 2);
  });

  it('refuses a revoked certificate (410) although its file is stored', async () => {
    const { certificate } = await createCertifiedLearner(t.app);
    expect((await pdfOf(certificate.id)).statusCode).toBe(200);
    expect(storedFiles(certificate.id)).toHaveLength(1);
    const revoked = await admin(t.app, boss.token, 'PUT', `/certificates/${certificate.id}`, {
      revoked: true,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);

    const response = await pdfOf(certificate.id);
    expect(response.statusCode).toBe(410);
    expect(refusalOf(response).message).toMatch(
      new RegExp(`^Certificate ${certificate.number} was revoked on .+ and is no longer valid\\.$`),
    );
  });

  it('answers 404 for an unknown certificate without storing anything', async () => {
    const response = await pdfOf('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response.statusCode).toBe(404);
    expect(refusalOf(response)).toEqual({ message: 'Certificate not found' });
    expect(() => storedFiles('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toThrow(/ENOENT/);
  });
});
