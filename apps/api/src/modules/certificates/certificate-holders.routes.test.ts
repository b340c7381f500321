import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { AdminCertificate, AuditEntry, Certificate, Paged } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, json, refusalOf, useTestApp } from '../../../test/helper.js';
import { multipart } from '../../../test/multipart.js';
import { readPdf } from '../../../test/pdf-reading.js';
import { findCertificateHead, revokeCertificate } from './certificates.service.js';

// Issue 27 item 5: a deleted account's name leaves its certificates, which stay valid records; a name
// fixed on the profile can be re-issued onto the learner's own certificate (same number, new PDF).
describeEachDatabase('certificate holder names', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  const pdfText = async (id: string) => {
    const response = await call(t.app, { method: 'GET', url: `/api/certification/${id}/pdf` });
    expect(response.statusCode).toBe(200);
    return (await readPdf(response.rawPayload)).pages[0]?.text ?? '';
  };
  const verify = (id: string) => call(t.app, { method: 'GET', url: `/api/certification/verify/${id}` });
  const storedPdfs = (id: string) => {
    const dir = path.join(t.dataDir, 'private', 'certificates', id);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const adminRow = async (search: string) => {
    const response = await call(t.app, {
      method: 'GET',
      url: `/api/admin/certificates?search=${encodeURIComponent(search)}`,
      token: admin.token,
    });
    return json<{ data: Paged<AdminCertificate> }>(response).data.items;
  };
  const reissue = (id: string, token: string | undefined, payload: object = {}) =>
    call(t.app, { method: 'POST', url: `/api/certification/${id}/reissue`, token, payload });
  const rename = (token: string, firstName: string, lastName: string) =>
    call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token,
      ...multipart({ firstName, lastName }, []),
    });

  it('deleting the account prints "A former learner" everywhere; number, course and validity stay', async () => {
    const { learner, holderName, certificate, course } = await createCertifiedLearner(t.app);
    expect(await pdfText(certificate.id)).toContain(holderName);
    expect(storedPdfs(certificate.id)).toHaveLength(1);

    const deleted = await call(t.app, {
      method: 'DELETE',
      url: '/api/user/delete',
      token: learner.token,
      payload: { password: learner.password },
    });
    expect(deleted.statusCode).toBe(200);

    const verification = await verify(certificate.id);
    expect(verification.statusCode).toBe(200);
    expect(verification.json().data).toMatchObject({
      status: 'valid',
      number: certificate.number,
      holderName: 'A former learner',
      courseTitle: course.title,
      score: certificate.score,
      issuedAt: certificate.issuedAt,
    });
    // The file that printed the name is gone; the new one prints the former learner.
    expect(storedPdfs(certificate.id)).toEqual([]);
    const text = await pdfText(certificate.id);
    expect(text).toContain('A former learner');
    expect(text).toContain(certificate.number);
    expect(text).not.toContain(holderName);

    expect(await adminRow(holderName)).toEqual([]);
    const [listed] = await adminRow(certificate.number);
    expect(listed).toMatchObject({
      holderName: 'A former learner',
      number: certificate.number,
      revoked: false,
    });

    // What a shared link previews (the seo module's head) says it too.
    expect((await findCertificateHead(t.app.ctx, certificate.id)).certificate?.holderName).toBe(
      'A former learner',
    );
  });

  it('re-issues the own certificate with the profile’s current name: same number, new PDF, audited', async () => {
    const { learner, holderName, certificate } = await createCertifiedLearner(t.app);
    expect(await pdfText(certificate.id)).toContain(holderName);
    expect((await rename(learner.token, 'Grace', 'Brewster Hopper')).statusCode).toBe(200);

    const response = await reissue(certificate.id, learner.token);
    expect(response.statusCode).toBe(200);
    const updated = json<{ data: Certificate }>(response).data;
    expect(updated).toMatchObject({
      id: certificate.id,
      number: certificate.number,
      holderName: 'Grace Brewster Hopper',
      issuedAt: certificate.issuedAt,
      revoked: false,
    });
    expect((await verify(certificate.id)).json().data.holderName).toBe('Grace Brewster Hopper');
    const text = await pdfText(certificate.id);
    expect(text).toContain('Grace Brewster Hopper');
    expect(storedPdfs(certificate.id)).toHaveLength(2);

    const audit = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=certificate&entityId=${certificate.id}`,
      token: admin.token,
    });
    const entries = json<{ data: Paged<AuditEntry> }>(audit).data.items;
    expect(entries.map((e) => e.action)).toEqual(['reissue']);

    // Asking again with the same name changes nothing and records nothing.
    expect((await reissue(certificate.id, learner.token)).statusCode).toBe(200);
    const again = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=certificate&entityId=${certificate.id}`,
      token: admin.token,
    });
    expect(json<{ data: Paged<AuditEntry> }>(again).data.total).toBe(1);
  });

  it('answers 404 for another learner’s or an unknown certificate, leaving them as they were', async () => {
    const mine = await createCertifiedLearner(t.app);
    const theirs = await createCertifiedLearner(t.app);
    const other = await reissue(theirs.certificate.id, mine.learner.token);
    expect(other.statusCode).toBe(404);
    expect(refusalOf(other)).toEqual({ message: 'Certificate not found' });
    const unknown = await reissue('A'.repeat(32), mine.learner.token);
    expect(unknown.statusCode).toBe(404);
    expect((await verify(theirs.certificate.id)).json().data.holderName).toBe(theirs.holderName);
  });

  it('refuses a revoked certificate (409), a body with fields (400) and a missing token (401)', async () => {
    const { learner, certificate, holderName } = await createCertifiedLearner(t.app);
    const withName = await reissue(certificate.id, learner.token, { holderName: 'Someone Else' });
    expect(withName.statusCode).toBe(400);
    expect(refusalOf(withName).message).toMatch(/holderName|additional/);

    const anonymous = await reissue(certificate.id, undefined);
    expect(anonymous.statusCode).toBe(401);

    await revokeCertificate(t.app.ctx.db, certificate.id, new Date().toISOString());
    await rename(learner.token, 'Grace', 'Renamed');
    const revoked = await reissue(certificate.id, learner.token);
    expect(revoked.statusCode).toBe(409);
    expect(refusalOf(revoked)).toEqual({
      message: `Certificate ${certificate.number} was revoked and cannot be re-issued.`,
    });
    expect((await verify(certificate.id)).json().data).toMatchObject({ holderName, status: 'revoked' });
  });
});
