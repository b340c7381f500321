import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { issue } from '@digitalbazaar/vc';
import type { Config } from '../../config.js';
import {
  contextsOnlyLoader,
  DID_CONTEXT,
  MULTIKEY_CONTEXT,
  OB3_CONTEXT,
  VC2_CONTEXT,
} from './credential-contexts.js';
import { type IssuerKey, issuerKeys } from './issuer-keys.js';

/**
 * The site as a credential issuer: `did:web:<host>`, whose DID document (`/.well-known/did.json`) lists
 * every signing key as a Multikey, and a Data Integrity proof (`eddsa-rdfc-2022`) by the newest key.
 */

type IssuerConfig = Pick<Config, 'publicUrl' | 'dataDir' | 'issuerSigningKeys'>;
type JsonLd = Record<string, unknown>;

/** `did:web:` and the site's host; a port's colon is written `%3A`, as did:web requires. */
export const issuerDid = (publicUrl: string): string =>
  `did:web:${new URL(publicUrl).host.replace(':', '%3A')}`;

/** Where the issuer Profile is served as JSON-LD (browsers are sent to the home page). */
export const issuerProfileUrl = (publicUrl: string): string => `${publicUrl}/issuer`;

/** A key's verification method id: named by the key itself, so it never changes with rotation. */
const methodId = (did: string, key: IssuerKey): string => `${did}#${key.publicKeyMultibase}`;

function verificationMethod(did: string, key: IssuerKey) {
  return {
    id: methodId(did, key),
    type: 'Multikey',
    controller: did,
    publicKeyMultibase: key.publicKeyMultibase,
  };
}

/** The DID document: every key (the old ones keep old credentials verifiable), each for assertions. */
export async function didDocument(config: IssuerConfig): Promise<JsonLd> {
  const did = issuerDid(config.publicUrl);
  const keys = await issuerKeys(config);
  return {
    '@context': [DID_CONTEXT, MULTIKEY_CONTEXT],
    id: did,
    alsoKnownAs: [issuerProfileUrl(config.publicUrl)],
    verificationMethod: keys.map((key) => verificationMethod(did, key)),
    assertionMethod: keys.map((key) => methodId(did, key)),
  };
}

/** One verification method of the DID document, as a JSON-LD document of its own; null if unknown. */
export async function verificationMethodDocument(config: IssuerConfig, id: string): Promise<JsonLd | null> {
  const did = issuerDid(config.publicUrl);
  const key = (await issuerKeys(config)).find((candidate) => methodId(did, candidate) === id);
  return key ? { '@context': MULTIKEY_CONTEXT, ...verificationMethod(did, key) } : null;
}

/** The issuer in a credential: the DID, named as the site. */
export const issuerOf = (publicUrl: string, siteName: string) => ({
  id: issuerDid(publicUrl),
  type: ['Profile'],
  name: siteName,
  url: publicUrl,
});

/** The issuer Profile served at `issuerProfileUrl`. */
export const issuerProfile = (publicUrl: string, siteName: string): JsonLd => ({
  '@context': [VC2_CONTEXT, OB3_CONTEXT],
  ...issuerOf(publicUrl, siteName),
});

/** Signs with the newest key; the document's contexts must all be bundled. */
export async function signCredential<T extends JsonLd>(
  config: IssuerConfig,
  credential: T,
): Promise<T & JsonLd> {
  const did = issuerDid(config.publicUrl);
  const keys = await issuerKeys(config);
  const newest = keys[keys.length - 1];
  if (!newest) throw new Error('No issuer key');
  const pair = await Ed25519Multikey.from({ ...newest, id: methodId(did, newest), controller: did });
  const suite = new DataIntegrityProof({ signer: pair.signer(), cryptosuite });
  return (await issue({
    credential: structuredClone(credential),
    suite,
    documentLoader: contextsOnlyLoader,
  })) as T & JsonLd;
}
