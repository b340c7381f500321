import type { Upload } from '@coursewise/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin as adminRequest, storedImageUrl } from '../../../test/catalogue-admin-factories.js';
import { createCategoryFixture, createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, type SuiteApp, useTestApp } from '../../../test/helper.js';
import { noisePng, photo } from '../../../test/images.js';
import { type FilePart, multipart } from '../../../test/multipart.js';
import {
  captions,
  fakeJpegPolyglot,
  filesUnder,
  htmlPage,
  hugePixelPng,
  mp4Video,
  svgImage,
  webmVideo,
  windowsProgram,
} from '../../../test/upload-files.js';

const filePart = (data: Buffer, filename = 'picture.jpg', contentType = 'image/jpeg'): FilePart => ({
  field: 'file',
  filename,
  contentType,
  data,
});

/** POSTs a form to admin/uploads. */
export function upload(t: SuiteApp, token: string, fields: Record<string, string>, files: FilePart[]) {
  const form = multipart(fields, files);
  return call(t.app, { method: 'POST', url: '/api/admin/uploads', token, ...form });
}

const stored = (t: SuiteApp) => [...filesUnder(t.dataDir, 'uploads'), ...filesUnder(t.dataDir, 'private')];

describeEachDatabase('admin uploads', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(t.app);
  });
  const send = (area: string, file: FilePart) => upload(t, admin.token, { area }, [file]);

  it.each([
    ['jpeg', 'course-image', [320, 480, 720, 960, 1280]],
    ['png', 'home-content', [640, 1280, 1600]],
    ['webp', 'faq', [480, 960]],
  ] as const)('re-encodes a %s for %s into WebP at %j wide', async (format, area, widths) => {
    const response = await send(area, filePart(await photo(format, 1600, 900), `cover.${format}`));
    expect(response.statusCode).toBe(201);
    const data = response.json<{ data: Upload }>().data;
    expect(data.sizes?.map((s) => s.width)).toEqual(widths);
    expect(data).toMatchObject({ area, contentType: 'image/webp', isPrivate: false, width: widths.at(-1) });
    // The folder names every width it holds, so a stored key tells the srcset (lib/images.ts widthKeys).
    expect(data.key).toMatch(
      new RegExp(`^${area}/[0-9a-f-]{36}/${widths.join('-')}/${widths.at(-1)}\\.webp$`),
    );
    expect(data.url).toBe(`/uploads/${data.key}`);
    for (const size of data.sizes ?? []) {
      const served = await call(t.app, { method: 'GET', url: size.url });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size.width, height: size.height });
      expect(meta.exif).toBeUndefined();
      expect(size.height).toBe(Math.round((size.width * 900) / 1600));
    }
    // The client's file name is never used.
    expect(stored(t).some((file) => file.includes('cover'))).toBe(false);
  });

  it('crops profile pictures to 64, 128 and 256 pixel squares and never enlarges other images', async () => {
    const avatar = (await send('profile-picture', filePart(await photo('jpeg', 300, 500)))).json().data;
    expect(avatar.sizes.map((s: { width: number; height: number }) => [s.width, s.height])).toEqual([
      [64, 64],
      [128, 128],
      [256, 256],
    ]);
    const small = (await send('course-image', filePart(await photo('png', 500, 250), 'a.png'))).json().data;
    expect(small.sizes.map((s: { width: number }) => s.width)).toEqual([320, 480, 500]);
    expect(small).toMatchObject({ width: 500, height: 250 });
  });

  it('stores a course cover in every width, and the course then lists them all as its srcset', async () => {
    const cover = (await send('course-image', filePart(await photo('jpeg', 1600, 900)))).json<{
      data: Upload;
    }>().data;
    const folder = cover.key.slice(0, cover.key.lastIndexOf('/'));
    const widths = [320, 480, 720, 960, 1280];
    expect(
      stored(t)
        .filter((file) => file.startsWith(folder))
        .sort(),
    ).toEqual(widths.map((w) => `${folder}/${w}.webp`).sort());
    const category = await createCategoryFixture(t.app);
    const course = await createCourseFixture(t.app, { categoryId: category.id });
    const changed = await adminRequest(t.app, admin.token, 'PUT', `/courses/${course.id}`, {
      imageUrl: cover.url,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const srcSet = (cover.sizes ?? []).map((size) => `${size.url} ${size.width}w`).join(', ');
    expect(srcSet).toBe(widths.map((w) => `/uploads/${folder}/${w}.webp ${w}w`).join(', '));
    const details = await call(t.app, { method: 'GET', url: `/api/course/details?slug=${course.slug}` });
    expect(details.json().data).toMatchObject({ imageUrl: cover.url, imageSrcSet: srcSet });
    const list = await call(t.app, { method: 'GET', url: `/api/course/list?category=${category.slug}` });
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ imageUrl: cover.url, imageSrcSet: srcSet }),
    ]);
  });

  it('answers no srcset for an image kept in one size (stored before widths existed)', async () => {
    const course = await createCourseFixture(t.app);
    const imageUrl = await storedImageUrl(t.app);
    expect(
      (await adminRequest(t.app, admin.token, 'PUT', `/courses/${course.id}`, { imageUrl })).statusCode,
    ).toBe(200);
    const details = await call(t.app, { method: 'GET', url: `/api/course/details?slug=${course.slug}` });
    expect(details.json().data).toMatchObject({ imageUrl, imageSrcSet: null });
  });

  it('removes whatever was appended to a valid image (a JPEG that is also a script)', async () => {
    const polyglot = Buffer.concat([await photo('jpeg', 640, 480), Buffer.from('<script>alert(1)</script>')]);
    const data = (await send('question-picture', filePart(polyglot))).json().data;
    const served = await call(t.app, { method: 'GET', url: data.url });
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('records each upload in the audit log', async () => {
    const data = (await send('certificate', filePart(await photo('png', 800, 600), 'sig.png'))).json().data;
    const audit = await call(t.app, {
      method: 'GET',
      url: '/api/admin/audit?entity=upload',
      token: admin.token,
    });
    expect(audit.json().data.items).toContainEqual(
      expect.objectContaining({
        action: 'upload',
        entityId: data.key,
        actor: expect.objectContaining({ id: admin.id }),
      }),
    );
  });

  describe('refusals store nothing', () => {
    it.each([
      [
        'an SVG',
        'course-image',
        () => filePart(svgImage, 'logo.svg', 'image/svg+xml'),
        415,
        'The file must be a JPEG, PNG or WebP image',
      ],
      [
        'an HTML page named .png',
        'home-content',
        () => filePart(htmlPage, 'page.png', 'image/png'),
        415,
        'The file must be a JPEG, PNG or WebP image',
      ],
      [
        'a program named .jpg',
        'about-us',
        () => filePart(windowsProgram, 'photo.jpg'),
        415,
        'The file must be a JPEG, PNG or WebP image',
      ],
      [
        'a JPEG header over HTML',
        'faq',
        () => filePart(fakeJpegPolyglot),
        415,
        'The file could not be read as an image',
      ],
      [
        'a truncated PNG',
        'faq',
        async () => filePart((await photo('png')).subarray(0, 200), 'x.png'),
        415,
        'The file could not be read as an image',
      ],
      ['an empty file', 'course-image', () => filePart(Buffer.alloc(0)), 400, 'file: is empty'],
      [
        'a 12 MB image',
        'course-image',
        async () => filePart(await noisePng(12 * 1024 * 1024), 'big.png'),
        413,
        'The image is too large: at most 5 MB',
      ],
      [
        'a 20000×20000 pixel PNG',
        'course-image',
        () => filePart(hugePixelPng(20_000, 20_000), 'bomb.png'),
        413,
        'The image is 20000×20000 pixels: at most 40 megapixels are accepted',
      ],
      [
        'an image as a video',
        'video',
        async () => filePart(await photo('jpeg'), 'clip.mp4', 'video/mp4'),
        415,
        'The video must be an MP4 or WebM file',
      ],
      [
        'HTML as a video',
        'video',
        () => filePart(htmlPage, 'clip.webm', 'video/webm'),
        415,
        'The video must be an MP4 or WebM file',
      ],
      [
        'an empty video',
        'video',
        () => filePart(Buffer.alloc(0), 'clip.mp4', 'video/mp4'),
        400,
        'file: is empty',
      ],
      [
        'HTML as captions',
        'captions',
        () => filePart(htmlPage, 'en.vtt', 'text/vtt'),
        415,
        'Captions must be a WebVTT file (starting with "WEBVTT")',
      ],
      [
        'a video as captions',
        'captions',
        () => filePart(webmVideo(100), 'en.vtt', 'text/vtt'),
        415,
        'Captions must be a WebVTT file (starting with "WEBVTT")',
      ],
    ])('%s → %s', async (_label, area, file, status, message) => {
      const before = stored(t);
      const response = await send(area, await file());
      expect(response.statusCode).toBe(status);
      expect(errorOf(response).message).toBe(message);
      expect(stored(t)).toEqual(before);
    });

    it.each([
      ['no area', {}, [filePart(Buffer.from('x'))], 'area: must come before the file'],
      [
        'an unknown area',
        { area: 'secrets' },
        [filePart(Buffer.from('x'))],
        'area: must be one of: home-content, about-us, faq, course-image, profile-picture, question-picture, certificate, video, captions',
      ],
      ['no file', { area: 'faq' }, [], 'file: is required'],
      ['text in the file field', { area: 'faq', file: 'hello' }, [], 'file: must be a file'],
      ['another field', { area: 'faq', path: '../../etc' }, [], 'path: is not an accepted field'],
      [
        'a file in another field',
        { area: 'faq' },
        [{ ...filePart(Buffer.from('x')), field: 'avatar' }],
        'avatar: is not an accepted file field',
      ],
    ])('%s → 400', async (_label, fields, files, message) => {
      const before = stored(t);
      const response = await upload(t, admin.token, fields, files as FilePart[]);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
      expect(stored(t)).toEqual(before);
    });

    it('refuses a second file and removes the first', async () => {
      const before = stored(t);
      const image = await photo('jpeg');
      const response = await upload(t, admin.token, { area: 'faq' }, [filePart(image), filePart(image)]);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('file: accepts one file');
      expect(stored(t)).toEqual(before);
    });

    it('refuses a JSON body with 415', async () => {
      const response = await call(t.app, {
        method: 'POST',
        url: '/api/admin/uploads',
        token: admin.token,
        payload: { area: 'faq', file: 'aGVsbG8=' },
      });
      expect(response.statusCode).toBe(415);
      expect(errorOf(response).message).toBe(
        'Send the upload as multipart/form-data with the fields "area" and "file"',
      );
    });

    it('answers 401 without a token and 403 for a learner, before reading the file', async () => {
      const before = stored(t);
      const learner = await createLearner(t.app);
      const image = await photo('jpeg');
      expect((await upload(t, '', { area: 'faq' }, [filePart(image)])).statusCode).toBe(401);
      expect((await upload(t, learner.token, { area: 'faq' }, [filePart(image)])).statusCode).toBe(403);
      expect(stored(t)).toEqual(before);
    });
  });

  describe('videos and captions', () => {
    it.each([
      ['MP4', mp4Video(3 * 1024 * 1024), 'mp4', 'video/mp4'],
      ['WebM', webmVideo(3 * 1024 * 1024), 'webm', 'video/webm'],
    ])('stores an %s privately and answers a signed link that plays it', async (_label, bytes, ext, type) => {
      const response = await send('video', filePart(bytes, `lesson.${ext}`, type));
      expect(response.statusCode).toBe(201);
      const data = response.json<{ data: Upload }>().data;
      expect(data).toMatchObject({ area: 'video', contentType: type, size: bytes.length, isPrivate: true });
      expect(data.key).toMatch(new RegExp(`^videos/[0-9a-f-]{36}\\.${ext}$`));
      expect(filesUnder(t.dataDir, 'uploads')).not.toContain(data.key);
      expect((await call(t.app, { method: 'GET', url: `/uploads/${data.key}` })).statusCode).toBe(404);
      const ranged = await call(t.app, { method: 'GET', url: data.url, headers: { range: 'bytes=0-99' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.rawPayload).toEqual(bytes.subarray(0, 100));
    });

    it('stores WebVTT captions privately', async () => {
      const response = await send('captions', filePart(captions, 'en.vtt', 'text/vtt'));
      expect(response.statusCode).toBe(201);
      const data = response.json<{ data: Upload }>().data;
      expect(data.key).toMatch(/^captions\/[0-9a-f-]{36}\.vtt$/);
      const served = await call(t.app, { method: 'GET', url: data.url });
      expect(served.body).toBe(captions.toString());
      expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    });
  });
});

describe('admin uploads with a small video limit [sqlite]', () => {
  const t = useTestApp('sqlite', { UPLOAD_VIDEO_MAX_MB: '1' });

  it('refuses a video over the limit with 413 and keeps no part of it', async () => {
    const admin = await createAdmin(t.app);
    const response = await upload(t, admin.token, { area: 'video' }, [
      filePart(mp4Video(1024 * 1024 + 10), 'long.mp4', 'video/mp4'),
    ]);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).message).toBe('The video is too large: at most 1 MB');
    expect(stored(t)).toEqual([]);
    const fits = await upload(t, admin.token, { area: 'video' }, [
      filePart(mp4Video(1000), 'short.mp4', 'video/mp4'),
    ]);
    expect(fits.statusCode).toBe(201);
  });
});
