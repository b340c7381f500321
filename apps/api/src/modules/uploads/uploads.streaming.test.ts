import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Upload } from '@coursewise/contract';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { useTestApp } from '../../../test/helper.js';
import { filesUnder, webmHeader } from '../../../test/upload-files.js';

const MB = 1024 * 1024;

/** The size of the half-written video in private storage, or 0 while there is none. */
function partialBytes(dataDir: string): number {
  const partial = filesUnder(dataDir, 'private').find((file) => path.basename(file).startsWith('.partial-'));
  return partial ? statSync(path.join(dataDir, 'private', partial)).size : 0;
}

// Storage does not depend on the database engine, so this runs once, over real HTTP.
describe('video uploads stream to storage [sqlite]', () => {
  const t = useTestApp('sqlite');

  it('writes the video while it is still arriving, then answers its full size', async () => {
    const admin = await createAdmin(t.app);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = `----coursewise${randomBytes(8).toString('hex')}`;
    const req = httpRequest(`${address}/api/admin/uploads`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': admin.token },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
    });
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="area"\r\n\r\nvideo\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lesson.webm"\r\n` +
        'Content-Type: video/webm\r\n\r\n',
    );
    req.write(webmHeader);
    const chunk = randomBytes(MB);
    for (let i = 0; i < 12; i++) req.write(chunk);

    // Half the video is sent and the request is still open: the server must already be writing it.
    let written = 0;
    for (let tries = 0; tries < 100 && written < 8 * MB; tries++) {
      await sleep(50);
      written = partialBytes(t.dataDir);
    }
    expect(written).toBeGreaterThanOrEqual(8 * MB);

    for (let i = 0; i < 12; i++) req.write(chunk);
    req.end(`\r\n--${boundary}--\r\n`);
    const { status, body } = await response;
    expect(status).toBe(201);
    const data = (JSON.parse(body) as { data: Upload }).data;
    expect(data.size).toBe(webmHeader.length + 24 * MB);
    expect(filesUnder(t.dataDir, 'private')).toEqual([data.key]);
  });
});
