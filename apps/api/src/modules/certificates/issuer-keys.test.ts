import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { verifyCredential } from '@digitalbazaar/vc';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { contextsOnlyLoader, type DocumentLoader } from './credential-contexts.js';
import { didDocument, issuerDid, signCredential } from './credential-issuer.js';
import { issuerKeys } from './issuer-keys.js';

/** The signing keys: generated once into DATA_DIR, or configured with rotation (old keys still verify). */

const dataDir = mkdtempSync(path.join(tmpdir(), 'coursewise-issuer-keys-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const secret = async () => {
  const { secretKeyMultibase } = await Ed25519Multikey.generate();
  if (!secretKeyMultibase) throw new Error('no secret');
  return secretKeyMultibase;
};

const publicUrl = 'http://localhost:8080';
const configWith = (issuerSigningKeys: string[], dir = dataDir) => ({
  publicUrl,
  dataDir: dir,
  issuerSigningKeys,
});

/** Verifies against a DID document built for `config`, as its /.well-known/did.json serves it. */
async function verifiesWith(config: ReturnType<typeof configWith>, credential: unknown): Promise<boolean> {
  const document = await didDocument(config);
  const loader: DocumentLoader = async (url) => {
    if (url === document.id) return { contextUrl: null, documentUrl: url, document };
    const methods = document.verificationMethod as { id: string }[];
    const method = methods.find((candidate) => candidate.id === url);
    if (method) {
      const withContext = { '@context': 'https://w3id.org/security/multikey/v1', ...method };
      return { contextUrl: null, documentUrl: url, document: withContext };
    }
    return contextsOnlyLoader(url);
  };
  const suite = new DataIntegrityProof({ cryptosuite });
  return (await verifyCredential({ credential, suite, documentLoader: loader })).verified;
}

const sample = (did: string) => ({
  '@context': ['https://www.w3.org/ns/credentials/v2'],
  type: ['VerifiableCredential'],
  issuer: did,
  validFrom: '2026-01-01T00:00:00Z',
  credentialSubject: { id: 'urn:example:holder', name: 'A holder' },
});

describe('issuer keys', () => {
  it('names the site by did:web, a port written %3A', () => {
    expect(issuerDid('https://learn.example.com')).toBe('did:web:learn.example.com');
    expect(issuerDid('http://localhost:8080')).toBe('did:web:localhost%3A8080');
  });

  it('generates one key into DATA_DIR and reads the same one again', async () => {
    const dir = mkdtempSync(path.join(dataDir, 'generated-'));
    const [first] = await issuerKeys(configWith([], dir));
    const stored = JSON.parse(readFileSync(path.join(dir, 'issuer-keys.json'), 'utf8'));
    expect(stored).toEqual({ keys: [first?.secretKeyMultibase] });
    expect(first?.publicKeyMultibase).toMatch(/^z6Mk/);
    expect(await issuerKeys(configWith([], dir))).toEqual([first]);
  });

  it('signs with the newest configured key and keeps the older ones listed, so old credentials verify', async () => {
    const [oldKey, newKey] = [await secret(), await secret()];
    const before = configWith([oldKey]);
    const after = configWith([oldKey, newKey]);
    const did = issuerDid(publicUrl);
    const signedBefore = await signCredential(before, sample(did));
    const signedAfter = await signCredential(after, sample(did));

    const [oldPublic, newPublic] = (await issuerKeys(after)).map((key) => key.publicKeyMultibase);
    expect((signedBefore.proof as { verificationMethod: string }).verificationMethod).toBe(
      `${did}#${oldPublic}`,
    );
    expect((signedAfter.proof as { verificationMethod: string }).verificationMethod).toBe(
      `${did}#${newPublic}`,
    );
    const document = await didDocument(after);
    expect(document.assertionMethod).toEqual([`${did}#${oldPublic}`, `${did}#${newPublic}`]);

    expect(await verifiesWith(after, signedBefore)).toBe(true);
    expect(await verifiesWith(after, signedAfter)).toBe(true);
    // Once the old key is dropped from the configuration, what it signed no longer verifies.
    expect(await verifiesWith(configWith([newKey]), signedBefore)).toBe(false);
  });

  it('reads ISSUER_SIGNING_KEYS (oldest first) and refuses a key that is not an Ed25519 secret', async () => {
    const [a, b] = [await secret(), await secret()];
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...env, ISSUER_SIGNING_KEYS: ` ${a}, ${b} ` }).issuerSigningKeys).toEqual([a, b]);
    expect(loadConfig(env).issuerSigningKeys).toEqual([]);
    await expect(issuerKeys(configWith(['z6MkNotASecret']))).rejects.toThrow(/Ed25519/);
  });
});
