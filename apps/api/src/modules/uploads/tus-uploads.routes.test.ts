import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { AdminChapter, Upload } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin as adminCall } from '../../../test/catalogue-admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';
import { createInstructor } from '../../../test/instructor-factories.js';
import {
  createTusUpload,
  makeTestVideo,
  patchTusUpload,
  TUS,
  tusMetadata,
  tusRequest,
  uploadPath,
} from '../../../test/tus-uploads.js';
import { webmVideo } from '../../../test/upload-files.js';
import { STAGING_FOLDER } from './tus-staging.js';

describeEachDatabase('resumable video uploads (tus 1.0)', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  let video: Buffer;
  beforeAll(async () => {
    boss = await createAdmin(t.app);
    video = await makeTestVideo('mp4');
  });
  const staged = () => readdirSync(path.join(t.dataDir, STAGING_FOLDER));
  const created = async (token: string, size = video.length) => {
    const response = await createTusUpload(t.app, token, size);
    expect(response.statusCode, response.body).toBe(201);
    return uploadPath(response.headers.location);
  };

  it('takes a video in two PATCHes, stores it privately under its key and a chapter can use it', async () => {
    const url = await created(boss.token);
    const half = Math.floor(video.length / 2);
    const first = await patchTusUpload(t.app, boss.token, url, 0, video.subarray(0, half));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    expect(first.headers['upload-expires']).toMatch(/GMT$/);
    const offset = await tusRequest(t.app, 'HEAD', boss.token, url);
    expect(offset.statusCode).toBe(200);
    expect(offset.headers['upload-offset']).toBe(String(half));
    expect(offset.headers['upload-length']).toBe(String(video.length));

    const last = await patchTusUpload(t.app, boss.token, url, half, video.subarray(half));
    expect(last.statusCode, last.body).toBe(200);
    const upload = last.json<{ data: Upload }>().data;
    expect(upload).toMatchObject({
      area: 'video',
      contentType: 'video/mp4',
      size: video.length,
      isPrivate: true,
    });
    expect(upload.key).toBe(`videos/${url.split('/').pop()}.mp4`);
    const stored = await t.app.ctx.privateStorage.read(upload.key);
    const bytes: Buffer[] = [];
    for await (const chunk of stored) bytes.push(chunk as Buffer);
    expect(Buffer.compare(Buffer.concat(bytes), video)).toBe(0);
    const id = url.split('/').pop() ?? '';
    expect(staged().filter((name) => name.startsWith(id))).toEqual([]);
    expect((await tusRequest(t.app, 'HEAD', boss.token, url)).statusCode).toBe(404);

    const course = await createCourseFixture(t.app);
    const modules = await adminCall(t.app, boss.token, 'GET', `/courses/${course.id}/modules`);
    const moduleId = (modules.json<{ data: { id: string }[] }>().data[0] ?? { id: '' }).id;
    const chapter = await adminCall(t.app, boss.token, 'POST', `/modules/${moduleId}/chapters`, {
      title: 'Uploaded resumably',
      type: 'video',
      content: '<p>Watch</p>',
      videoUrl: upload.key,
      durationMinutes: 2,
    });
    expect(chapter.statusCode, chapter.body).toBe(201);
    expect(chapter.json<{ data: AdminChapter }>().data.videoUrl).toBe(upload.key);
  });

  it('lets an instructor upload too, and answers a WebM with its own type', async () => {
    const teacher = await createInstructor(t.app);
    const webm = webmVideo(4000);
    const url = await created(teacher.token, webm.length);
    const done = await patchTusUpload(t.app, teacher.token, url, 0, webm);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ data: Upload }>().data).toMatchObject({
      contentType: 'video/webm',
      size: webm.length,
    });
  });

  it('refuses anyone but admins and instructors: 401 without a token, 403 for a learner', async () => {
    const learner = await createLearner(t.app);
    const anonymous = await createTusUpload(t.app, undefined, 100);
    expect(anonymous.statusCode).toBe(401);
    const refused = await createTusUpload(t.app, learner.token, 100);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Videos are uploaded by administrators and instructors');
    expect((await tusRequest(t.app, 'OPTIONS', learner.token, '/api/uploads/tus')).statusCode).toBe(403);
  });

  it('describes itself to an uploader (OPTIONS), without deferred length or creation with bytes', async () => {
    const options = await tusRequest(t.app, 'OPTIONS', boss.token, '/api/uploads/tus', {});
    expect(options.statusCode).toBe(204);
    expect(options.headers['tus-version']).toBe('1.0.0');
    expect(options.headers['tus-extension']).toBe('creation,termination,expiration');
    expect(options.headers['tus-max-size']).toBe(String(t.app.ctx.config.uploadVideoMaxBytes));
  });

  it('refuses bad creations: another area, a bad or missing length, deferred length, a huge file', async () => {
    const area = await createTusUpload(t.app, boss.token, 100, {
      'upload-metadata': tusMetadata({ area: 'course-image', filename: 'a.png' }),
    });
    expect(area.statusCode).toBe(400);
    expect(errorOf(area).errors).toEqual([
      { path: 'area', message: 'must be video: images and captions are sent to POST admin/uploads' },
    ]);
    const noArea = await createTusUpload(t.app, boss.token, 100, { 'upload-metadata': '' });
    expect(noArea.statusCode).toBe(400);
    const garbled = await createTusUpload(t.app, boss.token, 100, { 'upload-metadata': 'area ***,,' });
    expect(garbled.statusCode).toBe(400);
    for (const length of ['', 'ten', '-1', '1e9', '9'.repeat(40)]) {
      const bad = await createTusUpload(t.app, boss.token, 100, { 'upload-length': length });
      expect(bad.statusCode, length).toBe(400);
      expect(errorOf(bad).errors?.[0]?.path).toBe('Upload-Length');
    }
    const empty = await createTusUpload(t.app, boss.token, 0);
    expect(errorOf(empty).message).toBe('file: is empty');
    const deferred = await call(t.app, {
      method: 'POST',
      url: '/api/uploads/tus',
      token: boss.token,
      headers: { ...TUS, 'upload-defer-length': '1', 'upload-metadata': tusMetadata({ area: 'video' }) },
    });
    expect(deferred.statusCode).toBe(400);
    expect(errorOf(deferred).errors?.[0]?.path).toBe('Upload-Defer-Length');
    const huge = await createTusUpload(t.app, boss.token, t.app.ctx.config.uploadVideoMaxBytes + 1);
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).message).toBe('The video is too large: at most 2 GB');
    const name = await createTusUpload(t.app, boss.token, 100, {
      'upload-metadata': tusMetadata({ area: 'video', filename: 'x'.repeat(256) }),
    });
    expect(errorOf(name).errors?.[0]?.path).toBe('filename');
  });

  it('answers 412 to a missing or other tus version, naming the one it speaks', async () => {
    const bare = await call(t.app, {
      method: 'POST',
      url: '/api/uploads/tus',
      token: boss.token,
      headers: { 'upload-length': '100', 'upload-metadata': tusMetadata({ area: 'video' }) },
    });
    expect(bare.statusCode).toBe(412);
    for (const version of ['0.2.2', '2.0.0', '1.0']) {
      const response = await createTusUpload(t.app, boss.token, 100, { 'tus-resumable': version });
      expect(response.statusCode, version).toBe(412);
      expect(response.headers['tus-version']).toBe('1.0.0');
      expect(errorOf(response).message).toBe('This server speaks tus 1.0.0: send Tus-Resumable: 1.0.0');
    }
    const url = await created(boss.token);
    const head = await tusRequest(t.app, 'HEAD', boss.token, url, { 'tus-resumable': '0.2.2' });
    expect(head.statusCode).toBe(412);
  });

  it('refuses a file that is not a video at its first bytes (415) and removes the upload', async () => {
    const url = await created(boss.token, 4096);
    const page = Buffer.alloc(4096, '<!doctype html><html><body>not a video</body></html>');
    // However the offset is written: `00` is 0 to tus, so it is sniffed too.
    const refused = await patchTusUpload(t.app, boss.token, url, 0, page, { 'upload-offset': '00' });
    expect(refused.statusCode).toBe(415);
    expect(errorOf(refused).message).toBe('The video must be an MP4 or WebM file');
    expect((await tusRequest(t.app, 'HEAD', boss.token, url)).statusCode).toBe(404);
    const id = url.split('/').pop() ?? '';
    expect(staged().filter((name) => name.startsWith(id))).toEqual([]);
  });

  it('answers 409 to an offset other than the stored one, and 413 past the declared length', async () => {
    const url = await created(boss.token);
    for (const offset of [1, 100, video.length]) {
      const response = await patchTusUpload(t.app, boss.token, url, offset, video.subarray(0, 10));
      expect(response.statusCode, String(offset)).toBe(409);
    }
    const longer = await patchTusUpload(t.app, boss.token, url, 0, Buffer.concat([video, Buffer.alloc(10)]));
    expect(longer.statusCode).toBe(413);
    const json = await call(t.app, {
      method: 'PATCH',
      url,
      token: boss.token,
      payload: { bytes: 'no' },
      headers: { ...TUS, 'upload-offset': '0' },
    });
    expect(json.statusCode).toBe(415);
    expect((await tusRequest(t.app, 'HEAD', boss.token, url)).headers['upload-offset']).toBe('0');
    expect((await tusRequest(t.app, 'DELETE', boss.token, url)).statusCode).toBe(204);
  });

  it('hides another account’s upload (404 to HEAD, PATCH and DELETE) and unknown ids alike', async () => {
    const url = await created(boss.token);
    const other = await createAdmin(t.app);
    expect((await tusRequest(t.app, 'HEAD', other.token, url)).statusCode).toBe(404);
    const patch = await patchTusUpload(t.app, other.token, url, 0, video.subarray(0, 100));
    expect(patch.statusCode).toBe(404);
    expect(errorOf(patch).message).toBe('No such upload');
    expect((await tusRequest(t.app, 'DELETE', other.token, url)).statusCode).toBe(404);
    expect((await tusRequest(t.app, 'HEAD', boss.token, url)).headers['upload-offset']).toBe('0');
    for (const id of ['0190a3d2-0000-7000-8000-000000000000', 'not-an-id', '..%2F..%2Fetc', 'x'.repeat(64)]) {
      expect((await tusRequest(t.app, 'HEAD', boss.token, `/api/uploads/tus/${id}`)).statusCode, id).toBe(
        404,
      );
    }
    // An `owner` the client names is replaced by the caller.
    const claimed = await createTusUpload(t.app, boss.token, 100, {
      'upload-metadata': tusMetadata({ area: 'video', filename: 'a.mp4', owner: other.id }),
    });
    const claimedUrl = uploadPath(claimed.headers.location);
    expect((await tusRequest(t.app, 'HEAD', other.token, claimedUrl)).statusCode).toBe(404);
    expect((await tusRequest(t.app, 'HEAD', boss.token, claimedUrl)).statusCode).toBe(200);
    const removed = await tusRequest(t.app, 'DELETE', boss.token, url);
    expect(removed.statusCode).toBe(204);
    expect((await tusRequest(t.app, 'HEAD', boss.token, url)).statusCode).toBe(404);
  });
});
