import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_TEST_KEYS, startTestS3, type TestS3 } from '../../../test/s3-server.js';
import { createS3Client, S3Storage, S3Store } from './s3-store.js';

const bytesOf = async (stream: Readable): Promise<Buffer> => Buffer.concat(await stream.toArray());

describe('S3 storage (against s3rver)', () => {
  let s3: TestS3;
  let store: S3Store;
  let publicArea: S3Storage;

  beforeAll(async () => {
    s3 = await startTestS3();
    const client = createS3Client({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: S3_TEST_KEYS.S3_ACCESS_KEY_ID,
      secretAccessKey: S3_TEST_KEYS.S3_SECRET_ACCESS_KEY,
    });
    store = new S3Store(client, s3.bucket, 'private/');
    publicArea = new S3Storage(client, s3.bucket, 'public/');
  });
  afterAll(() => s3.close());

  it('puts, stats, reads a range of, and deletes an object under its prefix', async () => {
    const body = Buffer.from('0123456789abcdef');
    await store.put('videos/a.webm', body, 'video/webm');
    expect(s3.keys()).toContain('private/videos/a.webm');
    expect(await store.stat('videos/a.webm')).toMatchObject({ size: 16, modifiedAt: expect.any(Date) });
    expect(await bytesOf(await store.read('videos/a.webm'))).toEqual(body);
    expect((await bytesOf(await store.read('videos/a.webm', { start: 10, end: 12 }))).toString()).toBe('abc');
    await store.delete('videos/a.webm');
    expect(await store.stat('videos/a.webm')).toBeNull();
    expect(s3.keys()).not.toContain('private/videos/a.webm');
  });

  it('answers null for a missing object, and the areas cannot see each other', async () => {
    await publicArea.put('images/x.webp', Buffer.from('x'), 'image/webp');
    expect(await store.stat('images/x.webp')).toBeNull();
    expect(await publicArea.stat('images/x.webp')).toMatchObject({ size: 1 });
    expect(publicArea.url('images/x.webp')).toBe('/uploads/images/x.webp');
  });

  it('streams a large body up in parts and answers its size', async () => {
    // 20 MB in 64 kB chunks: three 8 MB parts of a multipart upload.
    const chunk = randomBytes(64 * 1024);
    const count = 320;
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < count; i++) yield chunk;
      })(),
    );
    expect(await store.write('videos/big.mp4', source, 'video/mp4')).toBe(count * chunk.length);
    expect((await store.stat('videos/big.mp4'))?.size).toBe(count * chunk.length);
    const tail = await bytesOf(
      await store.read('videos/big.mp4', { start: count * chunk.length - 4, end: count * chunk.length - 1 }),
    );
    expect(tail).toEqual(chunk.subarray(chunk.length - 4));
  });

  it('leaves nothing behind when the source stream fails', async () => {
    const source = new Readable({ read() {} });
    source.push(randomBytes(1024));
    setTimeout(() => source.destroy(new Error('connection cut')), 20);
    await expect(store.write('videos/cut.mp4', source, 'video/mp4')).rejects.toThrow('connection cut');
    expect(await store.stat('videos/cut.mp4')).toBeNull();
    expect(s3.keys().filter((key) => key.includes('cut'))).toEqual([]);
  });

  it('refuses keys that are not plain relative paths', async () => {
    for (const key of ['../secret', '/etc/passwd', 'a//b', '']) {
      await expect(store.stat(key), key).rejects.toThrow(/escapes the root/);
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/escapes the root/);
    }
  });
});
