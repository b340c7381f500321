import { Readable } from 'node:stream';
import type { Upload } from '@coursewise/contract';
import { Server } from '@tus/server';
import type { Upload as StagedUpload } from '@tus/utils';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { readVideoHead, replayAfterHead, sniffVideo } from '../../lib/media-files.js';
import { startVideoProcessing } from '../video/video.service.js';
import type { TusStaging } from './tus-staging.js';
import { unsupported, VIDEO_TYPE_MESSAGE } from './upload-refusals.js';
import { recordUploadAudit } from './uploads.service.js';

/** Where the endpoint lives; tus writes it into each upload's `Location`. */
export const TUS_PATH = '/api/uploads/tus';

/** Ids we hand out (UUID v7); anything else in the address is no upload of ours. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The Fastify side's view of one request tus handles: its answer, or the error to answer. */
export interface TusExchange {
  finished?: Upload;
  error?: AppError;
}

/** The tus server, and what each request's hooks left for the route to answer. */
export interface TusUploads {
  server: Server;
  staging: TusStaging;
  exchanges: WeakMap<Request, TusExchange>;
  /** The staged upload behind an id from the address, or null when there is none. */
  find(id: string): Promise<StagedUpload | null>;
}

/**
 * The tus 1.0 server over the staging store. The routes check the caller, the metadata, the owner and
 * the first bytes before handing a request over; the last PATCH moves the file into private storage.
 */
export function openTusUploads(ctx: AppContext, staging: TusStaging, newId: () => string): TusUploads {
  const exchanges = new WeakMap<Request, TusExchange>();
  const prefix = staging.keyPrefix;
  const server = new Server({
    path: TUS_PATH,
    datastore: staging.store,
    relativeLocation: true,
    maxSize: ctx.config.uploadVideoMaxBytes,
    namingFunction: () => `${prefix}${newId()}`,
    getFileIdFromRequest: (_req, last) => (last && UPLOAD_ID.test(last) ? `${prefix}${last}` : undefined),
    generateUrl: (_req, { path, id }) => `${path}/${id.slice(prefix.length)}`,
    onUploadFinish: async (req, staged) => {
      const finished = await storeFinishedVideo(ctx, staging, staged);
      exchanges.set(req, { finished });
      return { status_code: 200 };
    },
    onResponseError: (req, error) => {
      if (!(error instanceof AppError)) return undefined;
      exchanges.set(req, { error });
      return { status_code: error.status, body: error.message };
    },
  });
  const find = async (id: string): Promise<StagedUpload | null> =>
    UPLOAD_ID.test(id) ? staging.store.getUpload(`${prefix}${id}`).catch(() => null) : null;
  return { server, staging, exchanges, find };
}

/**
 * The finished file, sniffed again (the PATCH that began it was), streamed into private storage as
 * `videos/<id>.<ext>`, recorded in the audit log, then removed from staging; processing starts after.
 */
async function storeFinishedVideo(
  ctx: AppContext,
  staging: TusStaging,
  staged: StagedUpload,
): Promise<Upload> {
  const owner = staged.metadata?.owner;
  if (!owner) throw new AppError('NOT_FOUND', 'Not found', 404);
  const source = await staging.read(staged.id);
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readVideoHead(chunks);
  const kind = sniffVideo(head.head);
  if (!kind) {
    await chunks.return?.();
    await staging.store.remove(staged.id);
    throw unsupported(VIDEO_TYPE_MESSAGE);
  }
  const key = `videos/${staged.id.slice(staging.keyPrefix.length)}.${kind}`;
  const contentType = kind === 'mp4' ? 'video/mp4' : 'video/webm';
  const size = await ctx.privateStorage.write(key, Readable.from(replayAfterHead(head, chunks)), contentType);
  const upload: Upload = {
    area: 'video',
    key,
    url: ctx.mediaLinks.url(key),
    contentType,
    size,
    isPrivate: true,
  };
  try {
    await recordUploadAudit(ctx, owner, upload);
  } catch (error) {
    await ctx.privateStorage.delete(key);
    throw error;
  }
  await staging.store.remove(staged.id);
  // The video is stored and answered for whatever happens next: a failure to start its processing is
  // logged (the chapter keeps playing the file), never turned into a failed upload.
  await startVideoProcessing(ctx, key).catch((error: unknown) =>
    ctx.effects.log.error({ err: error, key }, 'processing of a stored video could not start'),
  );
  return upload;
}
