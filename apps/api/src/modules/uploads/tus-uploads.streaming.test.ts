import { readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Upload } from '@coursewise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { admin as adminCall } from '../../../test/catalogue-admin-factories.js';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helper.js';
import { makeTestVideo, OCTETS, TUS, tusMetadata } from '../../../test/tus-uploads.js';
import { STAGING_FOLDER } from './tus-staging.js';

/** Polls `read` until `done` holds (at most ~5 s): the server works at its own pace. */
async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let tries = 0; tries < 100 && !done(value); tries++) {
    await sleep(50);
    value = await read();
  }
  return value;
}

// A cut connection needs a real socket, so this runs over HTTP, once (storage is not the database's).
describe('a resumable upload survives a cut connection [sqlite]', () => {
  const t = useTestApp('sqlite');
  let boss: TestUser;
  let video: Buffer;
  let base: string;
  beforeAll(async () => {
    boss = await createAdmin(t.app);
    // Long enough that half of it is several socket writes.
    video = await makeTestVideo('mp4');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const send = async (method: string, url: string, headers: Record<string, string>, body?: Buffer) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...TUS, 'x-access-token': boss.token, ...headers },
      ...(body ? { body } : {}),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  it('keeps the bytes that arrived, reports them on HEAD, and finishes from there', async () => {
    const created = await send('POST', '/api/uploads/tus', {
      'upload-length': String(video.length),
      'upload-metadata': tusMetadata({ area: 'video', filename: 'lesson.mp4' }),
    });
    expect(created.status).toBe(201);
    const url = created.headers.get('location') ?? '';
    const id = url.split('/').pop() ?? '';
    const stagedFile = path.join(t.dataDir, STAGING_FOLDER, id);

    // The whole length is announced, half is sent, then the socket is destroyed mid-body.
    const half = Math.floor(video.length / 2);
    const req = httpRequest(`${base}${url}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        'x-access-token': boss.token,
        'content-type': OCTETS,
        'upload-offset': '0',
        'content-length': String(video.length),
      },
    });
    req.on('error', () => undefined);
    req.write(video.subarray(0, half));
    const written = await until(
      () => statSync(stagedFile).size,
      (size) => size >= half,
    );
    expect(written).toBe(half);
    req.destroy();

    // Once the server has noticed, HEAD tells what it holds: exactly the bytes on disk, a prefix of the file.
    const head = await until(
      () => send('HEAD', url, {}),
      (answer) => answer.status === 200,
    );
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(statSync(stagedFile).size);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(video.length);
    expect(Buffer.compare(readFileSync(stagedFile), video.subarray(0, offset))).toBe(0);

    const last = await send(
      'PATCH',
      url,
      { 'content-type': OCTETS, 'upload-offset': String(offset) },
      video.subarray(offset),
    );
    expect(last.status, last.text).toBe(200);
    const upload = (JSON.parse(last.text) as { data: Upload }).data;
    expect(upload.key).toBe(`videos/${id}.mp4`);
    expect(Buffer.compare(readFileSync(path.join(t.dataDir, 'private', upload.key)), video)).toBe(0);

    // The key is what a chapter stores.
    const course = await createCourseFixture(t.app);
    const modules = await adminCall(t.app, boss.token, 'GET', `/courses/${course.id}/modules`);
    const moduleId = modules.json<{ data: { id: string }[] }>().data[0]?.id ?? '';
    const chapter = await adminCall(t.app, boss.token, 'POST', `/modules/${moduleId}/chapters`, {
      title: 'Resumed lecture',
      type: 'video',
      content: '<p>Watch</p>',
      videoUrl: upload.key,
      durationMinutes: 2,
    });
    expect(chapter.statusCode, chapter.body).toBe(201);
    expect(chapter.json<{ data: { videoUrl: string } }>().data.videoUrl).toBe(upload.key);
  });
});
