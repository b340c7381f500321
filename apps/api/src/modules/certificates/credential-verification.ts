import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { verifyCredential } from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/executor.js';
import { bundledContext, type DocumentLoader } from './credential-contexts.js';
import { didDocument, issuerDid, verificationMethodDocument } from './credential-issuer.js';
import { statusListCredential, statusListUrl } from './credential-status.js';

/**
 * Verifies a credential of ours the way an outside verifier does: `@digitalbazaar/vc` with the
 * eddsa-rdfc-2022 suite, bundled contexts, and for everything else exactly the documents the site
 * serves (its DID document, the key, the status list), built here rather than fetched over HTTP.
 */

type SiteConfig = Pick<Config, 'publicUrl' | 'dataDir' | 'issuerSigningKeys'>;

const remote = (documentUrl: string, document: unknown) => ({ contextUrl: null, documentUrl, document });

/** Bundled contexts plus the site's own DID document, keys and status lists; nothing else. */
export function siteDocumentLoader(db: Executor, config: SiteConfig): DocumentLoader {
  const did = issuerDid(config.publicUrl);
  const listPrefix = statusListUrl(config.publicUrl, 0).replace(/0$/, '');
  return async (url) => {
    const context = bundledContext(url);
    if (context) return context;
    if (url === did) return remote(url, await didDocument(config));
    if (url.startsWith(`${did}#`)) {
      const method = await verificationMethodDocument(config, url);
      if (method) return remote(url, method);
    }
    if (url.startsWith(listPrefix) && /^\d+$/.test(url.slice(listPrefix.length))) {
      return remote(url, await statusListCredential(db, config, Number(url.slice(listPrefix.length))));
    }
    throw new Error(`Not a document this site serves: ${url}`);
  };
}

/**
 * Whether the proof verifies and the revocation bit is clear. The library reports the bit apart
 * (`statusResult.results[].status`, true = revoked) from whether it could be read (`verified`): both count.
 */
export async function verifiesAsServed(
  db: Executor,
  config: SiteConfig,
  credential: unknown,
): Promise<boolean> {
  const documentLoader = siteDocumentLoader(db, config);
  const suite = new DataIntegrityProof({ cryptosuite });
  const result = await verifyCredential({
    credential,
    suite,
    documentLoader,
    checkStatus: (options) => checkStatus({ ...options, documentLoader, suite }),
  });
  const bits = result.statusResult?.results ?? [];
  return result.verified && bits.length > 0 && bits.every((bit) => bit.status === false);
}
