import type { AdminCertificate, AuditEntry, Paged } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, json, refusalOf, useTestApp } from '../../../test/helper.js';

describeEachDatabase('admin certificates', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  const surname = `Lovelace${Date.now().toString(36)}`;
  let ada: Awaited<ReturnType<typeof createCertifiedLearner>>;
  let alan: Awaited<ReturnType<typeof createCertifiedLearner>>;

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    ada = await createCertifiedLearner(t.app, { firstName: 'Ada', lastName: surname, score: 92 });
    alan = await createCertifiedLearner(t.app, { firstName: 'Alan', lastName: surname, score: 80 });
  });

  const list = (query: string) =>
    call(t.app, { method: 'GET', url: `/api/admin/certificates?${query}`, token: admin.token });
  const page = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, query).toBe(200);
    return json<{ data: Paged<AdminCertificate> }>(response).data;
  };
  const revoke = (id: string, payload: unknown) =>
    call(t.app, {
      method: 'PUT',
      url: `/api/admin/certificates/${id}`,
      token: admin.token,
      payload: payload as object,
    });

  it('lists certificates with holder and course, searched by name, number or email', async () => {
    const both = await page(`search=${surname}&sort=issuedAt&order=asc`);
    expect(both.items.map((c) => c.id)).toEqual([ada.certificate.id, alan.certificate.id]);
    expect(both.items[0]).toMatchObject({
      number: ada.certificate.number,
      holderName: `Ada ${surname}`,
      courseId: ada.course.id,
      courseTitle: ada.course.title,
      user: { id: ada.learner.id, email: ada.learner.email },
      score: 92,
      revoked: false,
      revokedAt: null,
    });
    expect(both.items[0]?.verifyUrl).toMatch(new RegExp(`/certificates/${ada.certificate.id}$`));
    expect((await page(`search=${ada.certificate.number}`)).items.map((c) => c.id)).toEqual([
      ada.certificate.id,
    ]);
    expect(
      (await page(`search=${encodeURIComponent(alan.learner.email.toUpperCase())}`)).items.map((c) => c.id),
    ).toEqual([alan.certificate.id]);
    expect((await page(`courseId=${alan.course.id}`)).total).toBe(1);
  });

  it('revokes a certificate: public verification says so, revoking again changes nothing', async () => {
    const response = await revoke(ada.certificate.id, { revoked: true });
    expect(response.statusCode).toBe(200);
    const revoked = json<{ data: AdminCertificate; message: string }>(response);
    expect(revoked.message).toBe('The certificate has been revoked.');
    expect(revoked.data).toMatchObject({ id: ada.certificate.id, revoked: true });
    const at = revoked.data.revokedAt;
    expect(at).toEqual(expect.any(String));

    const verify = await call(t.app, {
      method: 'GET',
      url: `/api/certification/verify/${ada.certificate.id}`,
    });
    expect(verify.json().data).toMatchObject({ status: 'revoked', revokedAt: at });

    const again = json<{ data: AdminCertificate }>(await revoke(ada.certificate.id, { revoked: true })).data;
    expect(again.revokedAt).toBe(at);
    expect((await page(`search=${surname}&revoked=true`)).items.map((c) => c.id)).toEqual([
      ada.certificate.id,
    ]);
    expect((await page(`search=${surname}&revoked=false`)).items.map((c) => c.id)).toEqual([
      alan.certificate.id,
    ]);

    const audit = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit?entity=certificate&entityId=${ada.certificate.id}`,
      token: admin.token,
    });
    expect(json<{ data: Paged<AuditEntry> }>(audit).data.items.map((e) => e.summary)).toEqual([
      `Revoked certificate ${ada.certificate.number} (Ada ${surname}, “${ada.course.title}”)`,
    ]);
  });

  it('refuses bad input and unknown ids with a message, changing nothing', async () => {
    for (const body of [{}, { revoked: false }, { revoked: 'true' }, { revoked: true, score: 100 }]) {
      const response = await revoke(alan.certificate.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message.length).toBeGreaterThan(0);
    }
    const unknown = await revoke('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { revoked: true });
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'Certificate not found' });
    for (const query of ['revoked=never', 'sort=score', `courseId=${'c'.repeat(65)}`, 'limit=101']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
    const verify = await call(t.app, {
      method: 'GET',
      url: `/api/certification/verify/${alan.certificate.id}`,
    });
    expect(verify.json().data).toMatchObject({ status: 'valid', revokedAt: null });
  });
});
