import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StorageDriver {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The public URL of a stored object. */
  url(key: string): string;
}

/** Files under DATA_DIR/uploads, served by the API at /uploads/. */
export class LocalDiskStorage implements StorageDriver {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  url(key: string): string {
    return `/uploads/${key}`;
  }

  private resolve(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  }
}
