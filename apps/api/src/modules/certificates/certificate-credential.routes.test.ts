import { type Certificate, OpenBadgeCredential } from '@coursewise/contract';
import { Value } from '@sinclair/typebox/value';
import { beforeAll, expect, it } from 'vitest';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, fieldRefusal, refusalOf, useTestApp } from '../../../test/helper.js';
import { revokeCertificate } from './certificates.service.js';

const PUBLIC_URL = 'https://learn.example.com';
const tooLongId = 'x'.repeat(65);
const idRefusal = fieldRefusal('id', 'must be at most 64 characters', 'params ');

describeEachDatabase('certification/:id/credential', (dialect) => {
  const t = useTestApp(dialect, { PUBLIC_URL });
  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url: `/api/${url}`, token });

  let holder: TestUser;
  let holderName: string;
  let mine: Certificate[];
  let stranger: TestUser;

  beforeAll(async () => {
    const issued = await createCertifiedLearner(t.app, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      courseTitle: 'First course',
      issuedAt: '2026-01-10T10:00:00.000Z',
    });
    holder = issued.learner;
    holderName = issued.holderName;
    mine = [issued.certificate];
    stranger = await createLearner(t.app);
  });

  it('gives the holder an Open Badges 3.0 credential to download', async () => {
    const certificate = mine[0] as Certificate;
    const response = await get(`certification/${certificate.id}/credential`, holder.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="coursewise-credential-${certificate.number}.json"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const verifyUrl = `${PUBLIC_URL}/certificates/${certificate.id}`;
    const courseUrl = `${PUBLIC_URL}/courses/${certificate.courseSlug}`;
    const body: unknown = JSON.parse(response.body);
    const statusList = `${PUBLIC_URL}/api/certification/status-list/0`;
    const stored = await t.app.ctx.db
      .selectFrom('certificates')
      .select('statusListIndex')
      .where('id', '=', certificate.id)
      .executeTakeFirstOrThrow();
    const statusIndex = stored.statusListIndex;
    expect(statusIndex).toEqual(expect.any(Number));
    // The shape the contract documents, and exactly this document.
    expect(Value.Check(OpenBadgeCredential, body)).toBe(true);
    expect(body).toEqual({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
        'https://purl.imsglobal.org/spec/ob/v3p0/extensions.json',
      ],
      id: verifyUrl,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: 'First course: certificate of completion',
      description: `${holderName} completed First course on Coursewise. Verify it at ${verifyUrl}.`,
      issuer: { id: 'did:web:learn.example.com', type: ['Profile'], name: 'Coursewise', url: PUBLIC_URL },
      validFrom: '2026-01-10T10:00:00.000Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: holderName },
        ],
        achievement: {
          id: `${courseUrl}#achievement`,
          type: ['Achievement'],
          achievementType: 'Certificate',
          name: 'First course',
          description: 'A subtitle',
          image: {
            id: `${PUBLIC_URL}/uploads/courses/fixture-cover.webp`,
            type: 'Image',
            caption: 'First course',
          },
          criteria: {
            id: courseUrl,
            narrative:
              'Complete every chapter of "First course", passing each chapter quiz, and score at least 70% in its final assessment.',
          },
          resultDescription: [
            {
              id: `${courseUrl}#achievement-score`,
              type: ['ResultDescription'],
              name: 'Final assessment score',
              resultType: 'Percent',
              requiredValue: '70',
            },
          ],
        },
        result: [{ type: ['Result'], resultDescription: `${courseUrl}#achievement-score`, value: '85' }],
      },
      credentialSchema: [
        {
          id: 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json',
          type: '1EdTechJsonSchemaValidator2019',
        },
      ],
      credentialStatus: {
        id: `${statusList}#${statusIndex}`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(statusIndex),
        statusListCredential: statusList,
      },
      proof: {
        type: 'DataIntegrityProof',
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        verificationMethod: expect.stringMatching(/^did:web:learn\.example\.com#z6Mk/),
        cryptosuite: 'eddsa-rdfc-2022',
        proofPurpose: 'assertionMethod',
        proofValue: expect.stringMatching(/^z/),
      },
    });
  });

  it('names the course’s own pass mark in the criteria', async () => {
    const { learner, certificate, course } = await createCertifiedLearner(t.app);
    await t.app.ctx.db.updateTable('courses').set({ passMark: 85 }).where('id', '=', course.id).execute();
    const response = await get(`certification/${certificate.id}/credential`, learner.token);
    const achievement = JSON.parse(response.body).credentialSubject.achievement;
    expect(achievement.criteria.narrative).toContain('score at least 85%');
    expect(achievement.resultDescription[0].requiredValue).toBe('85');
  });

  it('is the holder’s only: another learner gets a 404, no token a 401', async () => {
    const other = await get(`certification/${mine[0]?.id}/credential`, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(refusalOf(other)).toEqual({ message: 'Certificate not found' });
    const anonymous = await get(`certification/${mine[0]?.id}/credential`);
    expect(anonymous.statusCode).toBe(401);
    const unknown = await get('certification/no-such-certificate/credential', holder.token);
    expect(unknown.statusCode).toBe(404);
    const long = await get(`certification/${tooLongId}/credential`, holder.token);
    expect(long.statusCode).toBe(400);
    expect(refusalOf(long)).toEqual(idRefusal);
  });

  it('is gone (410) once the certificate is revoked', async () => {
    const { learner, certificate } = await createCertifiedLearner(t.app);
    await revokeCertificate(t.app.ctx.db, certificate.id, '2030-06-01T12:00:00.000Z');
    const response = await get(`certification/${certificate.id}/credential`, learner.token);
    expect(response.statusCode).toBe(410);
    expect(refusalOf(response)).toEqual({
      message: `Certificate ${certificate.number} was revoked on 1 June 2030 and is no longer valid.`,
    });
  });
});
