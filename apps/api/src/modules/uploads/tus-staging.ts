import path from 'node:path';
import type { Readable } from 'node:stream';
import { tusUploadLifetimeMs } from '@coursewise/contract';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';
import type { Config } from '../../config.js';

/**
 * Where unfinished resumable uploads wait: a folder under DATA_DIR (never under `uploads/`, which is
 * served), or the bucket's `staging/` prefix with `S3_BUCKET` (tus's own multipart upload per file).
 */
export interface TusStaging {
  store: DataStore;
  /** Prefixed to every upload id the client sees, so the bucket's staged objects sit under one prefix. */
  keyPrefix: string;
  /** A finished upload's bytes, streamed. */
  read(id: string): Promise<Readable>;
  /** The ids of the staged uploads, or null when the store cannot list them (S3: it sweeps itself). */
  list(): Promise<string[] | null>;
}

export const STAGING_FOLDER = 'upload-staging';

/** The staging store of this deployment, with the 24-hour lifetime its `Upload-Expires` announces. */
export function openTusStaging(config: Pick<Config, 's3' | 'dataDir'>): TusStaging {
  const { bucket, region, endpoint, accessKeyId, secretAccessKey } = config.s3;
  if (bucket) {
    const store = new S3Store({
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds: tusUploadLifetimeMs,
      s3ClientConfig: {
        bucket,
        region,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      },
    });
    return withOurExtensions({
      store,
      keyPrefix: 'staging/',
      read: (id) => store.read(id),
      list: async () => null,
    });
  }
  const store = new FileStore({
    directory: path.join(config.dataDir, STAGING_FOLDER),
    expirationPeriodInMilliseconds: tusUploadLifetimeMs,
  });
  return withOurExtensions({
    store,
    keyPrefix: '',
    read: async (id) => store.read(id),
    list: async () => (await store.configstore.list?.()) ?? [],
  });
}

/**
 * Only what we accept: no deferred length (the size limit is checked at creation) and no bytes with
 * the creation (the first bytes are sniffed on the first PATCH, in one place).
 */
function withOurExtensions(staging: TusStaging): TusStaging {
  staging.store.extensions = ['creation', 'termination', 'expiration'];
  return staging;
}
