import type { Upload } from '@coursewise/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, errorOf, useTestApp } from '../../../test/helper.js';
import { photo } from '../../../test/images.js';
import { multipart } from '../../../test/multipart.js';
import { startTestS3, type TestS3 } from '../../../test/s3-server.js';
import { filesUnder, htmlPage, hugePixelPng, webmVideo } from '../../../test/upload-files.js';

// The S3 driver does not depend on the database engine, so the app runs once, on SQLite.
describe('uploads in S3-compatible storage [sqlite]', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());
  const t = useTestApp('sqlite', () => s3.env);
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });

  const send = (area: string, data: Buffer, filename: string, contentType: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/admin/uploads',
      token: admin.token,
      ...multipart({ area }, [{ field: 'file', filename, contentType, data }]),
    });

  it('stores every size of an image in the bucket and serves it from /uploads/', async () => {
    const response = await send('course-image', await photo('jpeg', 1000, 500), 'c.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const data = response.json<{ data: Upload }>().data;
    const keys = (data.sizes ?? []).map((size) => `public/${size.key}`);
    expect(data.sizes?.map((size) => size.width)).toEqual([320, 480, 720, 960, 1000]);
    expect(s3.keys()).toEqual(expect.arrayContaining(keys));
    expect(filesUnder(t.dataDir, 'uploads')).toEqual([]);

    const served = await call(t.app, { method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1000, height: 500 });
    expect((await call(t.app, { method: 'GET', url: '/uploads/course-image/none.webp' })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, { method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(
      404,
    );
  });

  it('streams a video into the private prefix and serves ranges of it through the signed link', async () => {
    const video = webmVideo(9 * 1024 * 1024);
    const response = await send('video', video, 'lesson.webm', 'video/webm');
    expect(response.statusCode).toBe(201);
    const data = response.json<{ data: Upload }>().data;
    expect(s3.keys()).toContain(`private/${data.key}`);
    expect((await call(t.app, { method: 'GET', url: `/uploads/${data.key}` })).statusCode).toBe(404);
    const ranged = await call(t.app, { method: 'GET', url: data.url, headers: { range: 'bytes=1000-1999' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(ranged.rawPayload).toEqual(video.subarray(1000, 2000));
  });

  it('puts nothing in the bucket when a file is refused', async () => {
    const before = s3.keys();
    const bomb = await send('course-image', hugePixelPng(20_000, 20_000), 'b.png', 'image/png');
    expect(bomb.statusCode).toBe(413);
    const html = await send('video', htmlPage, 'v.mp4', 'video/mp4');
    expect(html.statusCode).toBe(415);
    expect(errorOf(html).message).toBe('The video must be an MP4 or WebM file');
    expect(s3.keys()).toEqual(before);
  });
});
