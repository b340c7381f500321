import { Readable } from 'node:stream';
import { videoUploadOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Upload as StagedUpload } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { readVideoHead, replayAfterHead, sniffVideo } from '../../lib/media-files.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { isAdmin, isInstructor } from '../account/account.service.js';
import { creationMetadata, requireTusVersion, toTusRequest, tusRefusal } from './tus-requests.js';
import { openTusStaging } from './tus-staging.js';
import { AbandonedUploadSweep } from './tus-sweep.js';
import { openTusUploads, type TusUploads } from './tus-uploads.service.js';
import { unsupported, VIDEO_TYPE_MESSAGE } from './upload-refusals.js';

const OCTETS = 'application/offset+octet-stream';

/**
 * `/api/uploads/tus`: resumable video uploads (tus 1.0) for admins and instructors. Its own scope: the
 * byte stream is left unread for tus, and the hourly sweep of abandoned uploads lives and dies with it.
 */
export async function tusUploadRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const tus = openTusUploads(ctx, openTusStaging(ctx.config), newId);
  const sweep = new AbandonedUploadSweep(tus.staging, app.log);
  app.addHook('onReady', async () => sweep.start());
  app.addHook('onClose', async () => sweep.close());
  app.addContentTypeParser(OCTETS, (_request, _payload, done) => done(null));

  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // After route-security's token check: the same people who may upload a video as a form.
  const uploader = {
    preValidation: async (request: FastifyRequest) => {
      const userId = currentUserId(request);
      if (!(await isAdmin(ctx.db, userId)) && !(await isInstructor(ctx.db, userId)))
        throw forbidden('Videos are uploaded by administrators and instructors');
    },
  };

  route(api, op.tusDescribe, (request, reply) => answer(tus, request, reply, null), uploader);
  route(
    api,
    op.tusCreate,
    (request, reply) => {
      requireTusVersion(request);
      const metadata = creationMetadata(request, currentUserId(request), ctx.config.uploadVideoMaxBytes);
      return answer(tus, request, reply, null, { 'upload-metadata': metadata, 'content-type': '' });
    },
    uploader,
  );
  route(
    api,
    op.tusOffset,
    async (request, reply) => {
      requireTusVersion(request);
      await ownUpload(tus, request, request.params.id);
      return answer(tus, request, reply, null);
    },
    uploader,
  );
  route(
    api,
    op.tusAppend,
    async (request, reply) => {
      // Refused before the body is read: the rest of it is not waited for.
      reply.header('connection', 'close');
      requireTusVersion(request);
      const staged = await ownUpload(tus, request, request.params.id);
      if (request.headers['content-type'] !== OCTETS)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the bytes as ${OCTETS}`, 415);
      const body = await sniffedBody(tus, request, staged);
      reply.removeHeader('connection');
      return answer(tus, request, reply, body);
    },
    uploader,
  );
  route(
    api,
    op.tusCancel,
    async (request, reply) => {
      requireTusVersion(request);
      await ownUpload(tus, request, request.params.id);
      return answer(tus, request, reply, null);
    },
    uploader,
  );
}

/** The caller's own staged upload; another account's is a 404, exactly as an unknown id. */
async function ownUpload(tus: TusUploads, request: FastifyRequest, id: string): Promise<StagedUpload> {
  const staged = await tus.find(id);
  if (!staged || staged.metadata?.owner !== currentUserId(request)) throw notFound('No such upload');
  return staged;
}

/**
 * The PATCH body as tus will read it. The bytes starting the file are sniffed first (as a form's
 * video is): not an MP4 or WebM, and the upload is removed and refused with 415.
 */
async function sniffedBody(
  tus: TusUploads,
  request: FastifyRequest,
  staged: StagedUpload,
): Promise<Readable> {
  // Read as tus reads it (`00` is 0 too); another offset is tus's 409 to answer.
  const offset = String(request.headers['upload-offset'] ?? '');
  if (staged.offset !== 0 || !/^\d+$/.test(offset) || Number(offset) !== 0) return request.raw;
  const chunks = request.raw[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readVideoHead(chunks).catch(() => {
    throw interrupted();
  });
  if (head.head.length > 0 && !sniffVideo(head.head)) {
    await tus.staging.store.remove(staged.id);
    throw unsupported(VIDEO_TYPE_MESSAGE);
  }
  return Readable.from(replayAfterHead(head, chunks));
}

/** A connection cut mid-body: nobody reads the answer, but the log says what happened. */
const interrupted = () =>
  new AppError('UPLOAD_INTERRUPTED', 'The upload was interrupted: ask HEAD for the offset and resume', 400);

/** Hands the request to tus and sends its answer through Fastify (our headers, our error shape). */
async function answer(
  tus: TusUploads,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Readable | null,
  replaced: Record<string, string> = {},
): Promise<void> {
  const tusRequest = toTusRequest(request, body, replaced);
  const response = await tus.server.handleWeb(tusRequest);
  const exchange = tus.exchanges.get(tusRequest);
  if (exchange?.error) throw exchange.error;
  if (response.status >= 400) {
    if (request.raw.destroyed || request.raw.readableAborted) throw interrupted();
    throw tusRefusal(response.status, (await response.text()).trim());
  }
  for (const [name, value] of response.headers) {
    if (name !== 'content-length' && name !== 'content-type') reply.header(name, value);
  }
  if (exchange?.finished) await reply.code(200).send({ data: exchange.finished });
  else if (request.method === 'POST')
    await reply.code(201).send({ message: 'Upload created: send its bytes with PATCH to its Location' });
  else await reply.code(response.status).send();
}
