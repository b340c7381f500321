import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newId } from '../ids.js';
import { type ByteRange, isStorageKey, type ObjectStore, type StoredObject } from './object-store.js';

/** Objects as files under one folder of the local disk. */
export class LocalDiskStore implements ObjectStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The type is not kept: the file's extension says it (an S3 driver stores it with the object). */
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  /** Written to a hidden temporary file first, so a half-received upload is never visible under its key. */
  async write(key: string, body: Readable, _contentType?: string): Promise<number> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = path.join(path.dirname(file), `.partial-${newId()}`);
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      const { size } = await stat(partial);
      await rename(partial, file);
      return size;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.resolve(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.resolve(key), range ? { start: range.start, end: range.end } : {});
  }

  private resolve(key: string): string {
    const file = path.resolve(this.root, key);
    if (!isStorageKey(key) || !file.startsWith(this.root + path.sep)) {
      throw new Error(`Storage key escapes the root: ${JSON.stringify(key)}`);
    }
    return file;
  }
}

const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
