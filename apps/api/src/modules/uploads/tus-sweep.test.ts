import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { useTestApp } from '../../../test/helper.js';
import { createTusUpload, patchTusUpload, tusRequest, uploadPath } from '../../../test/tus-uploads.js';
import { webmVideo } from '../../../test/upload-files.js';
import { openTusStaging, STAGING_FOLDER } from './tus-staging.js';
import { AbandonedUploadSweep, sweepAbandonedUploads } from './tus-sweep.js';

const HOUR = 60 * 60 * 1000;

// The staging folder does not depend on the database engine, so this runs once.
describe('abandoned resumable uploads are swept after a day [sqlite]', () => {
  const t = useTestApp('sqlite');

  it('removes an upload left unfinished for over 24 hours, and keeps a younger one', async () => {
    const owner = await createAdmin(t.app);
    const video = webmVideo(2000);
    const abandoned = uploadPath((await createTusUpload(t.app, owner.token, video.length)).headers.location);
    const started = await patchTusUpload(t.app, owner.token, abandoned, 0, video.subarray(0, 500));
    expect(started.statusCode).toBe(204);
    const expires = Date.parse(String(started.headers['upload-expires']));
    expect(expires - Date.now()).toBeGreaterThan(23 * HOUR);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * HOUR);

    // The sweep reads the same staging folder as the app; its clock is moved, not waited for.
    const staging = openTusStaging(t.app.ctx.config);
    expect(await sweepAbandonedUploads(staging, () => Date.now() + 23 * HOUR)).toBe(0);
    expect((await tusRequest(t.app, 'HEAD', owner.token, abandoned)).headers['upload-offset']).toBe('500');

    const younger = uploadPath((await createTusUpload(t.app, owner.token, video.length)).headers.location);
    const log = { error: (details: object) => expect.fail(JSON.stringify(details)) };
    const timer = new AbandonedUploadSweep(staging, log, () => Date.now() + 25 * HOUR);
    await timer.runOnce();
    await timer.close();
    expect((await tusRequest(t.app, 'HEAD', owner.token, abandoned)).statusCode).toBe(404);
    expect((await tusRequest(t.app, 'HEAD', owner.token, younger)).statusCode).toBe(404);
    expect(readdirSync(path.join(t.dataDir, STAGING_FOLDER))).toEqual([]);

    const fresh = uploadPath((await createTusUpload(t.app, owner.token, video.length)).headers.location);
    expect(await sweepAbandonedUploads(staging, () => Date.now() + HOUR)).toBe(0);
    expect((await tusRequest(t.app, 'HEAD', owner.token, fresh)).statusCode).toBe(200);
  });
});
