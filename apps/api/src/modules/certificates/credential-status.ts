import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/executor.js';
import { revokedStatusIndexes } from './certificates.repository.js';
import { issuerDid, signCredential } from './credential-issuer.js';

/**
 * Revocation as a W3C Bitstring Status List: each certificate owns one bit (its stored index), set once
 * it is revoked (by an admin or a refund). The list credential is built from the database on each
 * request, so every instance serves the same bits; its signature is kept while the bits stay the same.
 */

/** Bits per list: the specification's minimum (16 KB), so one list hides which certificate is asked about. */
export const STATUS_LIST_LENGTH = 131_072;

type StatusConfig = Pick<Config, 'publicUrl' | 'dataDir' | 'issuerSigningKeys'>;
type JsonLd = Record<string, unknown>;

export const statusListUrl = (publicUrl: string, list: number): string =>
  `${publicUrl}/api/certification/status-list/${list}`;

/** The `credentialStatus` of the certificate holding `index`. */
export function statusEntry(publicUrl: string, index: number) {
  const url = statusListUrl(publicUrl, Math.floor(index / STATUS_LIST_LENGTH));
  return {
    id: `${url}#${index}`,
    type: 'BitstringStatusListEntry' as const,
    statusPurpose: 'revocation' as const,
    statusListIndex: String(index % STATUS_LIST_LENGTH),
    statusListCredential: url,
  };
}

/** The last signed list per URL, with the revoked indexes it was built from; a few lists at most. */
const signed = new Map<string, { bits: string; credential: JsonLd }>();
const KEPT_LISTS = 32;

/** The signed status list credential `list` (0, 1, …), its bits read from the database now. */
export async function statusListCredential(
  db: Executor,
  config: StatusConfig,
  list: number,
): Promise<JsonLd> {
  const first = list * STATUS_LIST_LENGTH;
  // Inclusive bounds: the last list ends at the largest 32-bit index, which its column holds.
  const revoked = await revokedStatusIndexes(db, first, first + STATUS_LIST_LENGTH - 1);
  const id = statusListUrl(config.publicUrl, list);
  const bits = `${issuerDid(config.publicUrl)} ${config.issuerSigningKeys.join(',')} ${config.dataDir} ${revoked.sort((a, b) => a - b).join(',')}`;
  const cached = signed.get(id);
  if (cached?.bits === bits) return cached.credential;

  const bitstring = await createList({ length: STATUS_LIST_LENGTH });
  for (const index of revoked) bitstring.setStatus(index - first, true);
  const unsigned = await createCredential({ id, list: bitstring, statusPurpose: 'revocation' });
  const credential = await signCredential(config, {
    ...unsigned,
    issuer: issuerDid(config.publicUrl),
    validFrom: new Date().toISOString(),
  });
  signed.delete(id);
  signed.set(id, { bits, credential });
  // Any list number may be asked for: the oldest kept list goes first (a Map keeps insertion order).
  if (signed.size > KEPT_LISTS) signed.delete(signed.keys().next().value as string);
  return credential;
}
