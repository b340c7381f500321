import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { useTestApp } from '../../../test/helper.js';
import { startTestS3, type TestS3 } from '../../../test/s3-server.js';
import { createTusUpload } from '../../../test/tus-uploads.js';
import { STAGING_FOLDER } from './tus-staging.js';

// s3rver implements neither ListParts nor AbortMultipartUpload nor ListMultipartUploads, which
// @tus/s3-store needs for every answer after the multipart upload is begun (even the creation's, which
// reads the upload back for its Upload-Expires): only where the staging goes is proven here
// (docs/decisions.md, "Resumable video uploads").
describe('resumable uploads stage in the bucket with S3_BUCKET [sqlite]', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3?.close());
  const t = useTestApp('sqlite', () => s3.env);

  it('begins the upload in the bucket under staging/, with nothing staged on local disk', async () => {
    const owner = await createAdmin(t.app);
    // Answered 500 by s3rver's missing ListParts; against S3, MinIO or R2 it is a 201.
    await createTusUpload(t.app, owner.token, 10 * 1024 * 1024);
    const staged = s3.keys().filter((key) => /^staging\/[0-9a-f-]{36}\.info$/.test(key));
    expect(staged).toHaveLength(1);
    expect(existsSync(path.join(t.dataDir, STAGING_FOLDER))).toBe(false);
  });
});
