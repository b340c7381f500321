import { pipeline, Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type ByteRange, isStorageKey, type ObjectStore, type StoredObject } from './object-store.js';
import type { StorageDriver } from './storage.js';

/** Where the S3-compatible storage is and how to sign in to it (AWS, MinIO, R2, Backblaze…). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** A non-AWS service's address; path-style requests are used with it (MinIO and most others need them). */
  endpoint: string | null;
  /** Without keys the SDK's default chain applies (environment, instance role…). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

/** One client for every area of a bucket. */
export function createS3Client(settings: S3Settings): S3Client {
  const credentials =
    settings.accessKeyId && settings.secretAccessKey
      ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
      : undefined;
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(credentials ? { credentials } : {}),
  });
}

/**
 * Objects in one bucket under a prefix (`public/`, `private/`), so the public and private areas can
 * share a bucket and neither can name the other's keys.
 */
export class S3Store implements ObjectStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  /** A multipart upload in 8 MB parts, two at a time: at most a few parts are in memory at once. */
  async write(key: string, body: Readable, contentType: string): Promise<number> {
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // An error in the source (a file over the size limit, a cut connection) destroys `counted` with it,
    // which fails the upload: the SDK aborts the multipart upload and nothing stays.
    pipeline(body, counted, () => undefined);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: counted, ContentType: contentType },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
      return size;
    } catch (error) {
      // A failed single-part upload leaves nothing; a completed one (failure after done) must not stay.
      await this.delete(key).catch(() => undefined);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no stream for ${key}`);
    return answer.Body;
  }

  /** The same key rules as on disk, so a key is valid (or not) whichever driver stores it. */
  private objectKey(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Storage key escapes the root: ${JSON.stringify(key)}`);
    return `${this.prefix}${key}`;
  }
}

/**
 * The public area in S3. Its URLs stay `/uploads/<key>` and our app streams the object (see
 * `plugins/public-uploads.ts`): the bucket need not be public, and stored keys and URLs do not change
 * when a deployment moves from disk to S3.
 */
export class S3Storage extends S3Store implements StorageDriver {
  url(key: string): string {
    return `/uploads/${key}`;
  }
}

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
