import { badRequest } from './app-error.js';
import type { ObjectStore } from './storage/object-store.js';
import { isStorageKey } from './storage/object-store.js';
import type { StorageDriver } from './storage/storage.js';

/**
 * The storage key behind a public URL our uploads answered (`/uploads/<key>`), checked to exist; 400
 * naming `field` for any other address, so a course can only show images we stored and re-encoded.
 */
export async function publicUploadKey(storage: StorageDriver, url: string, field: string): Promise<string> {
  const prefix = storage.url('');
  const key = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  if (!isStorageKey(key) || !(await storage.stat(key))) {
    throw badRequest(`${field}: must be the address of an image uploaded here`, [
      { path: field, message: 'must be the address of an image uploaded here' },
    ]);
  }
  return key;
}

const MEDIA_PREFIX = '/api/media/';

/**
 * A key of the private area (videos, captions) that an upload answered (its `key`, or the signed
 * `/api/media/<key>?…` link it also answered), checked to exist; else 400.
 */
export async function privateUploadKey(store: ObjectStore, value: string, field: string): Promise<string> {
  const key = value.startsWith(MEDIA_PREFIX)
    ? safeDecode(value.slice(MEDIA_PREFIX.length).split('?')[0] ?? '')
    : value;
  if (!isStorageKey(key) || !(await store.stat(key))) {
    throw badRequest(`${field}: must be the key of a file uploaded here`, [
      { path: field, message: 'must be the key of a file uploaded here' },
    ]);
  }
  return key;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
