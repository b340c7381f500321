import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { decode as base58Decode } from 'base58-universal';
import type { Config } from '../../config.js';

/**
 * The site's credential signing keys (Ed25519). Several may be listed: the newest signs, the older ones
 * stay in the DID document so credentials they signed still verify. Given by `ISSUER_SIGNING_KEYS`
 * (multibase secrets, oldest first) or, without it, one key generated once into `DATA_DIR`.
 */

export interface IssuerKey {
  publicKeyMultibase: string;
  secretKeyMultibase: string;
}

const KEY_FILE = 'issuer-keys.json';
/** The multicodec prefix of an Ed25519 secret key (0x1300 as a varint). */
const SECRET_HEADER_LENGTH = 2;

/** The key pair behind a multibase secret; its first 32 bytes are the seed. */
async function fromSecret(secretKeyMultibase: string): Promise<IssuerKey> {
  if (!secretKeyMultibase.startsWith('z'))
    throw new Error('An issuer key must be a base58btc multibase secret');
  const bytes = base58Decode(secretKeyMultibase.slice(1));
  const seed = bytes.slice(SECRET_HEADER_LENGTH, SECRET_HEADER_LENGTH + 32);
  if (seed.length !== 32) throw new Error('An issuer key must hold a 32-byte Ed25519 seed');
  const pair = await Ed25519Multikey.generate({ seed });
  if (pair.secretKeyMultibase !== secretKeyMultibase)
    throw new Error('An issuer key is not an Ed25519 secret');
  return { publicKeyMultibase: pair.publicKeyMultibase, secretKeyMultibase };
}

/** Reads DATA_DIR's key file, creating it once; a racing instance's file wins (`wx`). */
async function keysFromFile(dataDir: string): Promise<string[]> {
  const file = path.join(dataDir, KEY_FILE);
  const read = (): string[] => (JSON.parse(readFileSync(file, 'utf8')) as { keys: string[] }).keys;
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { secretKeyMultibase } = await Ed25519Multikey.generate();
  if (!secretKeyMultibase) throw new Error('Ed25519 key generation gave no secret');
  try {
    writeFileSync(file, `${JSON.stringify({ keys: [secretKeyMultibase] }, null, 2)}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}

const loaded = new Map<string, Promise<IssuerKey[]>>();

/** The keys, oldest first (never empty); read once per configuration. */
export function issuerKeys(config: Pick<Config, 'dataDir' | 'issuerSigningKeys'>): Promise<IssuerKey[]> {
  const cacheKey = config.issuerSigningKeys.length > 0 ? config.issuerSigningKeys.join(',') : config.dataDir;
  let keys = loaded.get(cacheKey);
  if (!keys) {
    const secrets =
      config.issuerSigningKeys.length > 0
        ? Promise.resolve(config.issuerSigningKeys)
        : keysFromFile(config.dataDir);
    keys = secrets.then((list) => Promise.all(list.map(fromSecret)));
    keys.catch(() => loaded.delete(cacheKey));
    loaded.set(cacheKey, keys);
  }
  return keys;
}
