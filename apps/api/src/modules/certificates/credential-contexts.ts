import { contexts as credentials } from '@digitalbazaar/credentials-context';
import { contexts as dataIntegrity } from '@digitalbazaar/data-integrity-context';
import { contexts as multikey } from '@digitalbazaar/multikey-context';
import { contexts as statusList } from '@digitalbazaar/vc-bitstring-status-list-context';
import { contexts as did } from 'did-context';
import ob3Context from './contexts/ob-v3p0-context-3.0.3.json' with { type: 'json' };
import ob3Extensions from './contexts/ob-v3p0-extensions.json' with { type: 'json' };

/**
 * Every JSON-LD context a credential of ours (or its DID document, or its status list) names, bundled:
 * signing and verifying never fetch a context, so neither depends on another site being up or honest.
 * The two Open Badges contexts are 1EdTech's published documents, stored as data in contexts/:
 * context-3.0.3.json as 1EdTech/openbadges-specification holds it (ob_v3p0/, published at the URL below)
 * and extensions.json as 1EdTech's own validator bundles it (1EdTech/digital-credentials-public-validator,
 * inspector-vc/src/main/resources/contexts/ob-v3p0-extensions.json).
 */

export const VC2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const OB3_EXTENSIONS_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/extensions.json';
export const DID_CONTEXT = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';

export const bundledContexts: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ...credentials,
  ...dataIntegrity,
  ...multikey,
  ...statusList,
  ...did,
  [OB3_CONTEXT, ob3Context],
  [OB3_EXTENSIONS_CONTEXT, ob3Extensions],
]);

export interface RemoteDocument {
  contextUrl: null;
  documentUrl: string;
  document: unknown;
}

export type DocumentLoader = (url: string) => Promise<RemoteDocument>;

/** A bundled context, or null: the caller decides what else (if anything) may be loaded. */
export function bundledContext(url: string): RemoteDocument | null {
  const document = bundledContexts.get(url);
  return document === undefined ? null : { contextUrl: null, documentUrl: url, document };
}

/** Loads bundled contexts only; anything else is refused rather than fetched. */
export const contextsOnlyLoader: DocumentLoader = async (url) => {
  const found = bundledContext(url);
  if (!found) throw new Error(`Document not bundled: ${url}`);
  return found;
};
