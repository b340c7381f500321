import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { ObjectStore } from './object-store.js';
import { openPrivateArea } from './private-area.js';
import { createS3Client, S3Storage, S3Store } from './s3-store.js';
import { LocalDiskStorage, type StorageDriver } from './storage.js';

/** The two storage areas of a deployment, and the folder of public files when they are on disk. */
export interface OpenedStorage {
  storage: StorageDriver;
  privateStorage: ObjectStore;
  /** `DATA_DIR/uploads`, served as static files; null when the public area is in S3. */
  publicRoot: string | null;
}

/**
 * Local disk under DATA_DIR by default; with `S3_BUCKET`, one bucket holding both areas under the
 * prefixes `public/` and `private/` (a bucket policy can then treat them differently).
 */
export function openStorage(config: Pick<Config, 's3' | 'dataDir'>): OpenedStorage {
  const { bucket } = config.s3;
  if (bucket) {
    const client = createS3Client({ ...config.s3, bucket });
    return {
      storage: new S3Storage(client, bucket, 'public/'),
      privateStorage: new S3Store(client, bucket, 'private/'),
      publicRoot: null,
    };
  }
  const publicRoot = path.join(config.dataDir, 'uploads');
  mkdirSync(publicRoot, { recursive: true });
  return {
    storage: new LocalDiskStorage(publicRoot),
    privateStorage: openPrivateArea(config.dataDir),
    publicRoot,
  };
}
