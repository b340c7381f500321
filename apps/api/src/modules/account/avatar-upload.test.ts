import type { User } from '@coursewise/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createLearner, getProfile, type TestUser } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  json,
  type Refusal,
  refusalOf,
  tooLarge,
  useTestApp,
} from '../../../test/helper.js';
import {
  gif,
  noisePng,
  type PhotoFormat,
  photo,
  storedImageFiles,
  storedUploads,
} from '../../../test/images.js';
import { avatarPart, type FilePart, multipart } from '../../../test/multipart.js';

const FIVE_MB = 5 * 1024 * 1024;
let bomb: Promise<Buffer> | undefined;
/** A small file that decodes to 41 million pixels (a decompression bomb), made once per run. */
const decompressionBomb = () => {
  bomb ??= sharp({ create: { width: 6500, height: 6300, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return bomb;
};

describeEachDatabase('avatar upload', (dialect) => {
  const t = useTestApp(dialect);

  const upload = (user: TestUser, files: FilePart[], fields: Record<string, string> = {}) =>
    call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: user.token,
      ...multipart(fields, files),
    });
  const profileOf = async (user: TestUser) => json<{ data: User }>(await getProfile(t.app, user.token)).data;
  const avatarFiles = (avatarUrl: string) => storedImageFiles(t.dataDir, avatarUrl);

  it.each<[PhotoFormat, string]>([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ])('stores a %s photo as 64, 128 and 256 px WebP squares without its EXIF data', async (format, type) => {
    const learner = await createLearner(t.app);
    const original = await photo(format, 600, 400);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(learner, [avatarPart(original, `me.${format}`, type)], {
      firstName: 'Pic',
    });
    expect(response.statusCode).toBe(200);
    const { avatarUrl, avatarSrcSet, firstName } = await profileOf(learner);
    expect(firstName).toBe('Pic');
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/.+\/64-128-256\/256\.webp$/);
    const folder = avatarUrl?.replace(/\/256\.webp$/, '');
    expect(avatarSrcSet).toBe(`${folder}/64.webp 64w, ${folder}/128.webp 128w, ${folder}/256.webp 256w`);
    for (const width of [64, 128]) {
      const smaller = await call(t.app, { method: 'GET', url: `${folder}/${width}.webp` });
      expect(await sharp(smaller.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: width,
      });
    }

    const served = await call(t.app, { method: 'GET', url: avatarUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Private Person'))).toBe(false);
  });

  it('accepts a 2 MB photo (the 1 MB JSON limit does not apply to uploads)', async () => {
    const learner = await createLearner(t.app);
    const big = await noisePng(2 * 1024 * 1024);
    const response = await upload(learner, [avatarPart(big, 'big.png', 'image/png')]);
    expect(response.statusCode).toBe(200);
    expect((await profileOf(learner)).avatarUrl).not.toBeNull();
  });

  it('replaces the old avatar: the old file is removed from disk and no longer served', async () => {
    const learner = await createLearner(t.app);
    await upload(learner, [avatarPart(await photo('jpeg'))]);
    const first = (await profileOf(learner)).avatarUrl ?? '';
    const firstFiles = avatarFiles(first);
    expect(firstFiles).toHaveLength(3);

    expect((await upload(learner, [avatarPart(await photo('png'), 'new.png', 'image/png')])).statusCode).toBe(
      200,
    );
    const second = (await profileOf(learner)).avatarUrl ?? '';
    expect(second).not.toBe(first);
    const secondFiles = avatarFiles(second);
    expect(secondFiles).toHaveLength(3);
    expect(secondFiles).not.toEqual(firstFiles);
    expect(avatarFiles(first)).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: first })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('keeps the avatar when the form carries an empty file (no picture chosen)', async () => {
    const learner = await createLearner(t.app);
    await upload(learner, [avatarPart(await photo('jpeg'))]);
    const before = await profileOf(learner);
    const response = await upload(learner, [avatarPart(Buffer.alloc(0), '', 'application/octet-stream')], {
      lastName: 'Unchanged-Picture',
    });
    expect(response.statusCode).toBe(200);
    expect(await profileOf(learner)).toMatchObject({
      avatarUrl: before.avatarUrl,
      lastName: 'Unchanged-Picture',
    });
  });

  const notAnImageType = {
    message: 'The picture must be a JPEG, PNG or WebP image',
    errors: [{ path: 'avatar', message: 'must be a JPEG, PNG or WebP image' }],
  };
  const unreadable = {
    message: 'The picture could not be read as an image',
    errors: [{ path: 'avatar', message: 'could not be read as an image' }],
  };
  const oneFile = 'Only one file is accepted, in the field "avatar"';
  const refusals: [string, number, () => Promise<FilePart[]>, Refusal][] = [
    ['a GIF', 400, async () => [avatarPart(await gif(), 'anim.gif', 'image/gif')], notAnImageType],
    [
      'a text file named .png',
      400,
      async () => [avatarPart(Buffer.from('hello, I am text'), 'x.png', 'image/png')],
      notAnImageType,
    ],
    [
      'a PNG header followed by garbage',
      400,
      async () => {
        const png = await photo('png');
        return [
          avatarPart(Buffer.concat([png.subarray(0, 33), Buffer.alloc(4000, 0x5a)]), 'x.png', 'image/png'),
        ];
      },
      unreadable,
    ],
    [
      'an image over 5 MB',
      413,
      async () => [avatarPart(await noisePng(FIVE_MB + 1024), 'big.png', 'image/png')],
      tooLarge,
    ],
    [
      'a decompression bomb',
      400,
      async () => [avatarPart(await decompressionBomb(), 'bomb.png', 'image/png')],
      unreadable,
    ],
    [
      'two files',
      400,
      async () => [avatarPart(await photo('jpeg')), avatarPart(await photo('png'), 'b.png', 'image/png')],
      { message: oneFile, errors: [{ path: 'avatar', message: 'accepts one file' }] },
    ],
    [
      'a file in another field',
      400,
      async () => [
        { field: 'picture', filename: 'me.jpg', contentType: 'image/jpeg', data: await photo('jpeg') },
      ],
      { message: oneFile, errors: [{ path: 'picture', message: 'is not an accepted file field' }] },
    ],
  ];

  it.each(refusals)(
    'refuses %s with a %i and a message, storing nothing',
    async (_label, status, files, refusal) => {
      const learner = await createLearner(t.app);
      await upload(learner, [avatarPart(await photo('jpeg'))]);
      const before = await profileOf(learner);
      const filesBefore = storedUploads(t.dataDir);

      const response = await upload(learner, await files(), { firstName: 'Changed' });
      expect(response.statusCode).toBe(status);
      expect(refusalOf(response)).toEqual(refusal);

      expect(await profileOf(learner)).toEqual(before);
      expect(storedUploads(t.dataDir)).toEqual(filesBefore);
      expect((await call(t.app, { method: 'GET', url: before.avatarUrl ?? '' })).statusCode).toBe(200);
    },
  );

  it('refuses an upload without a token with a 401 and stores nothing', async () => {
    const filesBefore = storedUploads(t.dataDir);
    const response = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      ...multipart({}, [avatarPart(await photo('jpeg'))]),
    });
    expect(response.statusCode).toBe(401);
    expect(refusalOf(response)).toEqual({ message: 'Please sign in to continue' });
    expect(storedUploads(t.dataDir)).toEqual(filesBefore);
  });

  it.each([
    ['cut short', (form: Buffer) => form.subarray(0, 120), undefined],
    ['without a boundary', (form: Buffer) => form, 'multipart/form-data'],
    ['that is not multipart at all', () => Buffer.from('hello world'), undefined],
  ])('refuses a form %s with a 400 and a message, changing nothing', async (_label, mangle, type) => {
    const learner = await createLearner(t.app);
    const before = await profileOf(learner);
    const filesBefore = storedUploads(t.dataDir);
    const form = multipart({ firstName: 'Changed' }, [avatarPart(await photo('jpeg'))]);
    const response = await call(t.app, {
      method: 'PUT',
      url: '/api/user/profile-update',
      token: learner.token,
      headers: { 'content-type': type ?? form.headers['content-type'] ?? '' },
      payload: mangle(form.payload),
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual({
      message: 'The form data could not be read. Send it as multipart/form-data.',
    });
    expect(await profileOf(learner)).toEqual(before);
    expect(storedUploads(t.dataDir)).toEqual(filesBefore);
  });
});
