import { LocalDiskStore } from './local-disk-store.js';
import type { ObjectStore } from './object-store.js';
import { isStorageKey } from './object-store.js';

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

/**
 * The key of a public upload from the URL the upload answered (`/uploads/<key>`), or null when the URL
 * is not one of ours: resources store keys, admins send the URLs they were given.
 */
export function publicKeyOf(url: string): string | null {
  if (!url.startsWith('/uploads/')) return null;
  const key = url.slice('/uploads/'.length);
  return isStorageKey(key) ? key : null;
}
