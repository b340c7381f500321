import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStore } from './local-disk-store.js';
import { isStorageKey } from './object-store.js';
import { openPrivateArea } from './private-area.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'coursewise-storage-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const bytesOf = async (stream: Readable): Promise<Buffer> => Buffer.concat(await stream.toArray());

describe('local disk storage', () => {
  it('stores, stats, streams a range of, and deletes an object', async () => {
    const store = new LocalDiskStore(path.join(dir, 'private'));
    const body = Buffer.from('0123456789abcdef');
    await store.put('videos/a.webm', body, 'video/webm');
    expect(await store.stat('videos/a.webm')).toMatchObject({ size: 16, modifiedAt: expect.any(Date) });
    const whole = await store.read('videos/a.webm');
    expect(whole).toBeInstanceOf(Readable);
    expect(await bytesOf(whole)).toEqual(body);
    expect((await bytesOf(await store.read('videos/a.webm', { start: 10, end: 12 }))).toString()).toBe('abc');
    await store.delete('videos/a.webm');
    expect(await store.stat('videos/a.webm')).toBeNull();
  });

  it('writes a stream under its key and leaves no file when the stream fails', async () => {
    const store = new LocalDiskStore(dir);
    const chunks = [Buffer.from('abc'), Buffer.from('def')];
    expect(await store.write('videos/s.mp4', Readable.from(chunks), 'video/mp4')).toBe(6);
    expect(readFileSync(path.join(dir, 'videos', 's.mp4'), 'utf8')).toBe('abcdef');

    const failing = new Readable({ read() {} });
    failing.push(Buffer.from('partial'));
    setTimeout(() => failing.destroy(new Error('connection cut')), 10);
    await expect(store.write('videos/cut.mp4', failing, 'video/mp4')).rejects.toThrow('connection cut');
    expect(readdirSync(path.join(dir, 'videos'))).toEqual(['s.mp4']);
  });

  it('answers null for a missing object or a folder', async () => {
    const store = new LocalDiskStore(dir);
    await store.put('videos/a.webm', Buffer.from('x'), 'video/webm');
    expect(await store.stat('videos/none.webm')).toBeNull();
    expect(await store.stat('videos')).toBeNull();
    expect(await store.stat('videos/a.webm/deeper')).toBeNull();
  });

  it('refuses keys that would leave its folder', async () => {
    const store = new LocalDiskStore(path.join(dir, 'private'));
    writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    for (const key of ['../secret.txt', 'a/../../secret.txt', '/etc/passwd', '..', '.', '']) {
      await expect(store.stat(key), key).rejects.toThrow(/escapes the root/);
      await expect(store.read(key), key).rejects.toThrow(/escapes the root/);
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/escapes the root/);
    }
    expect(readFileSync(path.join(dir, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('knows a storage key from a path that escapes', () => {
    for (const key of [
      'videos/a.webm',
      'avatars/0190-ab/x.webp',
      'videos/intro lesson (1).webm',
      'a_b+c,d=e',
    ]) {
      expect(isStorageKey(key), key).toBe(true);
    }
    for (const key of [
      '',
      '/a',
      'a/',
      'a//b',
      '../a',
      'a/..',
      'a/./b',
      '.env',
      'a\\b',
      'a\u0000b',
      'c:x',
      'x'.repeat(301),
    ]) {
      expect(isStorageKey(key), JSON.stringify(key)).toBe(false);
    }
  });
});

describe('the private area', () => {
  it('moves videos that earlier versions stored publicly, once', () => {
    mkdirSync(path.join(dir, 'uploads', 'videos'), { recursive: true });
    writeFileSync(path.join(dir, 'uploads', 'videos', 'demo-lesson.webm'), 'video');
    const store = openPrivateArea(dir);
    expect(store.root).toBe(path.join(dir, 'private'));
    expect(existsSync(path.join(dir, 'uploads', 'videos'))).toBe(false);
    expect(readFileSync(path.join(dir, 'private', 'videos', 'demo-lesson.webm'), 'utf8')).toBe('video');
    // A later public folder of that name is left alone rather than merged over private files.
    mkdirSync(path.join(dir, 'uploads', 'videos'));
    openPrivateArea(dir);
    expect(existsSync(path.join(dir, 'uploads', 'videos'))).toBe(true);
  });
});
