import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Session, Upload } from '@coursewise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { within } from '../../test/instances.js';
import { multipart } from '../../test/multipart.js';
import { makeLongVideo } from '../../test/video-factories.js';
import {
  createServerData,
  describeEachEngine,
  killAndRemove,
  type ServerData,
  type ServerProcess,
  startServer,
} from './server-process.js';

// A real server process (`node apps/api/dist/main.js`) killed with SIGKILL while ffmpeg transcodes an
// uploaded video; a new process on the same data finishes the job (it finds the asset still processing).

const dir = mkdtempSync(path.join(tmpdir(), 'coursewise-videos-'));
let long: Buffer;
beforeAll(() => {
  long = makeLongVideo(dir, 24);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const login = { email: 'video-admin@example.com', password: 'a-long-admin-password' };

describeEachEngine('a server killed during a transcode', (dialect) => {
  let data: ServerData | undefined;
  let server: ServerProcess | undefined;
  afterAll(() => killAndRemove(server, data), 30_000);

  it('finishes the video after its restart', async () => {
    data = await createServerData(dialect);
    // The killed process's work folder (and its orphaned ffmpeg's output) goes with the data.
    const workDir = path.join(data.dataDir, 'tmp');
    mkdirSync(workDir);
    const env = {
      TMPDIR: workDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: login.email,
      ADMIN_PASSWORD: login.password,
    };
    server = await startServer(data, env);
    const signin = await fetch(`${server.url}/api/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    });
    const token = ((await signin.json()) as { data: Session }).data.token;
    const form = multipart({ area: 'video' }, [
      { field: 'file', filename: 'long.mp4', contentType: 'video/mp4', data: long },
    ]);
    const uploaded = await fetch(`${server.url}/api/admin/uploads`, {
      method: 'POST',
      headers: { ...form.headers, 'x-access-token': token },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const key = ((await uploaded.json()) as { data: Upload }).data.key;
    const store = data;
    const asset = () =>
      store.withDatabase(async (query) => {
        const [row] = await query<{ status: string; progress: number }>(
          'select status, progress from video_assets where source_key = ?',
          [key],
        );
        return row;
      });

    await within(60_000, async () => ((await asset())?.progress ?? 0) > 0);
    await server.kill();
    expect(await asset()).toMatchObject({ status: 'processing' });

    server = await startServer(data, env);
    await within(120_000, async () => (await asset())?.status !== 'processing');
    expect(await asset()).toMatchObject({ status: 'ready', progress: 100 });
  }, 300_000);
});
