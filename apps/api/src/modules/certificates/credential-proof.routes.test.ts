import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { verifyCredential } from '@digitalbazaar/vc';
import { checkStatus, decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import type { FastifyInstance } from 'fastify';
import jsonld from 'jsonld';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createCertifiedLearner, issueFor } from '../../../test/certificate-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { buyCourses } from '../../../test/payment-factories.js';
import { livePurchaseId, refundPurchase } from '../../../test/sales-factories.js';
import { contextsOnlyLoader, type DocumentLoader } from './credential-contexts.js';

/**
 * The signed credential as an outside verifier meets it: `@digitalbazaar/vc` with the eddsa-rdfc-2022
 * suite, the bundled contexts, and for everything else only what the site serves over HTTP.
 */

const PUBLIC_URL = 'https://learn.example.com';
const DID = 'did:web:learn.example.com';

type Json = Record<string, unknown>;

/** GET a site URL (as the verifier would over HTTPS), asking for JSON-LD. */
async function served(app: FastifyInstance, url: string): Promise<Json> {
  const path = url.startsWith(PUBLIC_URL) ? url.slice(PUBLIC_URL.length) : url;
  const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/ld+json' } });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return response.json() as Json;
}

/** did:web resolution (the host's /.well-known/did.json) and the site's URLs, over HTTP; contexts bundled. */
function verifierLoader(app: FastifyInstance): DocumentLoader {
  const remote = (documentUrl: string, document: unknown) => ({ contextUrl: null, documentUrl, document });
  return async (url) => {
    if (!url.startsWith(DID) && !url.startsWith(`${PUBLIC_URL}/`)) return contextsOnlyLoader(url);
    if (url.startsWith(PUBLIC_URL)) return remote(url, await served(app, url));
    const didDocument = await served(app, '/.well-known/did.json');
    if (url === DID) return remote(url, didDocument);
    const methods = didDocument.verificationMethod as Json[];
    const method = methods.find((candidate) => candidate.id === url);
    if (!method) throw new Error(`no verification method ${url}`);
    return remote(url, { '@context': 'https://w3id.org/security/multikey/v1', ...method });
  };
}

describeEachDatabase('signed credentials, verified from what the site serves', (dialect) => {
  const t = useTestApp(dialect, { PUBLIC_URL });
  let admin: TestUser;

  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  const credentialOf = async (id: string, token: string): Promise<Json> => {
    const response = await call(t.app, { method: 'GET', url: `/api/certification/${id}/credential`, token });
    expect(response.statusCode, response.body).toBe(200);
    return JSON.parse(response.body) as Json;
  };

  const verify = (credential: unknown) => {
    const documentLoader = verifierLoader(t.app);
    const suite = new DataIntegrityProof({ cryptosuite });
    return verifyCredential({
      credential,
      suite,
      documentLoader,
      checkStatus: (options) => checkStatus({ ...options, documentLoader, suite }),
    });
  };

  /** The certificate's revocation bit, read from the list the credential points at. */
  const statusBit = async (credential: Json): Promise<boolean> => {
    const entry = credential.credentialStatus as { statusListCredential: string; statusListIndex: string };
    const path = entry.statusListCredential.slice(PUBLIC_URL.length);
    const response = await call(t.app, { method: 'GET', url: path });
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const list = await served(t.app, entry.statusListCredential);
    const subject = list.credentialSubject as { encodedList: string };
    return (await decodeList({ encodedList: subject.encodedList })).getStatus(Number(entry.statusListIndex));
  };

  const verifiedOnPage = async (id: string) =>
    (await call(t.app, { method: 'GET', url: `/api/certification/verify/${id}` })).json().data
      .cryptographicallyVerified as boolean;

  it('verifies a fresh credential; one edited field fails it', async () => {
    const { learner, certificate } = await createCertifiedLearner(t.app);
    const credential = await credentialOf(certificate.id, learner.token);
    const result = await verify(credential);
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);
    expect(result.statusResult).toMatchObject({ verified: true, results: [{ status: false }] });
    expect(await verifiedOnPage(certificate.id)).toBe(true);

    const edited = structuredClone(credential);
    (edited.credentialSubject as { result: { value: string }[] }).result[0] = {
      ...(edited.credentialSubject as { result: Json[] }).result[0],
      value: '100',
    } as { value: string };
    expect((await verify(edited)).verified).toBe(false);
    expect((await verify({ ...credential, validFrom: '2020-01-01T00:00:00.000Z' })).verified).toBe(false);
  });

  it('expands in JSON-LD safe mode with the bundled contexts alone (every term defined)', async () => {
    const { learner, certificate } = await createCertifiedLearner(t.app);
    const credential = await credentialOf(certificate.id, learner.token);
    const expanded = await jsonld.expand(credential, { documentLoader: contextsOnlyLoader, safe: true });
    expect(expanded).toHaveLength(1);
  });

  it('serves the DID document (each key a Multikey for assertions) and the issuer Profile by negotiation', async () => {
    const did = await call(t.app, { method: 'GET', url: '/.well-known/did.json' });
    expect(did.statusCode).toBe(200);
    expect(did.headers['content-type']).toBe('application/did+json; charset=utf-8');
    const document = did.json() as { id: string; verificationMethod: Json[]; assertionMethod: string[] };
    expect(document.id).toBe(DID);
    expect(document.verificationMethod).toEqual([
      {
        id: expect.stringMatching(/^did:web:learn\.example\.com#z6Mk/),
        type: 'Multikey',
        controller: DID,
        publicKeyMultibase: expect.stringMatching(/^z6Mk/),
      },
    ]);
    expect(document.assertionMethod).toEqual([document.verificationMethod[0]?.id]);

    expect(await served(t.app, '/issuer')).toEqual({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: DID,
      type: ['Profile'],
      name: 'Coursewise',
      url: PUBLIC_URL,
    });
    const page = await call(t.app, { method: 'GET', url: '/issuer', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/');
  });

  it('serves every status list the 32-bit indexes reach, the last one too, and refuses beyond', async () => {
    const last = await served(t.app, '/api/certification/status-list/16383');
    expect(last.issuer).toBe(DID);
    const bits = await decodeList({
      encodedList: (last.credentialSubject as { encodedList: string }).encodedList,
    });
    expect(bits.getStatus(131_071)).toBe(false);
    const beyond = await call(t.app, { method: 'GET', url: '/api/certification/status-list/16384' });
    expect(beyond.statusCode).toBe(400);
  });

  it('sets the revocation bit when an admin revokes the certificate', async () => {
    const { learner, certificate } = await createCertifiedLearner(t.app);
    const credential = await credentialOf(certificate.id, learner.token);
    expect(await statusBit(credential)).toBe(false);

    const revoke = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/certificates/${certificate.id}`,
      token: admin.token,
      payload: { revoked: true },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(await statusBit(credential)).toBe(true);
    // The proof still holds; the library reports the bit (status true = revoked) beside it.
    const result = await verify(credential);
    expect(result.verified).toBe(true);
    expect(result.statusResult).toMatchObject({ verified: true, results: [{ status: true }] });
    expect(await verifiedOnPage(certificate.id)).toBe(false);
  });

  it('sets the revocation bit when the course is refunded', async () => {
    const learner = await createLearner(t.app);
    const course = await createCourseFixture(t.app, { priceCents: 2500 });
    await buyCourses(t.app, learner.token, [course.id]);
    const certificate = await issueFor(t.app, learner.id, course.id);
    const credential = await credentialOf(certificate.id, learner.token);
    expect(await statusBit(credential)).toBe(false);

    const purchaseId = await livePurchaseId(t.app, learner.id, course.id);
    const refund = await refundPurchase(t.app, admin.token, purchaseId, { reason: 'Asked in time' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await statusBit(credential)).toBe(true);
    expect((await verify(credential)).statusResult).toMatchObject({
      verified: true,
      results: [{ status: true }],
    });
    expect(await verifiedOnPage(certificate.id)).toBe(false);
  });
});
