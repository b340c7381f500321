import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks signatures made with them. */
export const S3_TEST_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface TestS3 {
  /** The environment that points the app at this server's bucket. */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  /** Every object key in the bucket (from the server's own folder, not through the API under test). */
  keys(): string[];
  close(): Promise<void>;
}

/** An S3-compatible server on a free local port, with one empty bucket, its files in a temporary folder. */
export async function startTestS3(bucket = 'coursewise-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'coursewise-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', ...S3_TEST_KEYS },
    bucket,
    endpoint,
    keys: () => objectKeys(path.join(directory, bucket)),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const OBJECT_SUFFIX = '._S3rver_object';

/** s3rver keeps an object `a/b.webp` as the file `a/b.webp._S3rver_object` beside its metadata. */
function objectKeys(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .map((file) => file.slice(0, -OBJECT_SUFFIX.length))
      .sort();
  } catch {
    return [];
  }
}
