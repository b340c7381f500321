import { LocalDiskStore } from './local-disk-store.js';
import type { ObjectStore } from './object-store.js';

/** The public storage area: images anyone may load, each with a public URL. */
export interface StorageDriver extends ObjectStore {
  /** The public URL of a stored object. */
  url(key: string): string;
}

/** Files under DATA_DIR/uploads, served by the API at /uploads/. */
export class LocalDiskStorage extends LocalDiskStore implements StorageDriver {
  url(key: string): string {
    return `/uploads/${key}`;
  }
}
