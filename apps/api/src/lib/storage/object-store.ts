import type { Readable } from 'node:stream';

/** Size and age of a stored object, as a HEAD request to S3 or a stat on disk answers them. */
export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

/** Bytes `start` to `end`, both included (as HTTP ranges and `range-parser` count them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Bytes under keys: what every storage area offers, on local disk and on S3 (PutObject or a multipart
 * Upload, DeleteObject, HeadObject and a ranged GetObject map onto these one to one).
 */
export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream as it arrives (a 2 GB video never sits whole in memory) and answers its size. When
   * the stream fails, whatever was written is removed and the error is thrown.
   */
  write(key: string, body: Readable, contentType: string): Promise<number>;
  delete(key: string): Promise<void>;
  /** The object's size and age, or null when there is none under this key. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes (only `range` when given), streamed: a video never sits whole in memory. */
  read(key: string, range?: ByteRange): Promise<Readable>;
}

/** Characters file systems reserve (and the Windows separator); control characters are refused too. */
const RESERVED = new Set(['\\', ':', '*', '?', '"', '<', '>', '|']);
const isNameCharacter = (character: string): boolean => {
  const code = character.codePointAt(0) ?? 0;
  return code >= 0x20 && code !== 0x7f && !RESERVED.has(character);
};
// A name: not empty and not starting with a dot, so never `.`, `..` or a hidden file.
const isName = (segment: string): boolean =>
  segment.length > 0 && !segment.startsWith('.') && [...segment].every(isNameCharacter);

/**
 * Whether `key` is a plain relative path of names: no empty, `.` or `..` segment, no hidden file, no
 * backslash, NUL or other control character, nothing a file system reserves. Every key we write has
 * this shape, so a key that does not can only be an attempt to reach outside the storage area.
 */
export function isStorageKey(key: string): boolean {
  return key.length > 0 && key.length <= 300 && key.split('/').every(isName);
}
