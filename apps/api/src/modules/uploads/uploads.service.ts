import { Readable } from 'node:stream';
import { type ImageUploadArea, type Upload, type UploadArea, uploadLimits } from '@coursewise/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { inTransaction } from '../../db/executor.js';
import { badRequest } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { inspectImage, putImageWidths, renderImageSizes } from '../../lib/images.js';
import { isWebVtt, readVideoHead, sniffVideo } from '../../lib/media-files.js';
import { recordAudit } from '../audit/audit.service.js';
import { startVideoProcessing } from '../video/video.service.js';
import { imageSizing, isImageArea } from './upload-areas.js';
import { readUploadForm } from './upload-form.js';
import { formatBytes, tooLarge, unsupported, VIDEO_TYPE_MESSAGE } from './upload-refusals.js';

type UploadDeps = Pick<AppContext, 'db' | 'storage' | 'privateStorage' | 'mediaLinks' | 'config' | 'jobs'>;

const emptyFile = () => badRequest('file: is empty', [{ path: 'file', message: 'is empty' }]);

/**
 * `POST admin/uploads`: stores one file for an area under a name of the server's choosing and records
 * it in the audit log. Nothing is stored when the file is refused.
 */
export async function receiveUpload(
  ctx: UploadDeps,
  request: FastifyRequest,
  actorId: string,
): Promise<Upload> {
  const upload = await readUploadForm(
    request,
    Math.max(ctx.config.uploadVideoMaxBytes, uploadLimits.imageMaxBytes),
    (area, part) => storeFile(ctx, area, part),
    (stored) => removeUpload(ctx, stored),
  );
  try {
    await recordUploadAudit(ctx, actorId, upload);
  } catch (error) {
    await removeUpload(ctx, upload);
    throw error;
  }
  // Once the upload is on record: its processing into HLS starts in the background.
  if (upload.area === 'video') await startVideoProcessing(ctx, upload.key);
  return upload;
}

/** The audit entry of a stored upload (multipart or resumable), in its own transaction. */
export async function recordUploadAudit(ctx: UploadDeps, actorId: string, upload: Upload): Promise<void> {
  await inTransaction(ctx.db, (_trx, uow) =>
    recordAudit(uow, {
      actorId,
      action: 'upload',
      entity: 'upload',
      entityId: upload.key,
      summary: `Uploaded ${upload.area} ${upload.key} (${formatBytes(upload.size)})`,
    }),
  );
}

function storeFile(ctx: UploadDeps, area: UploadArea, part: MultipartFile): Promise<Upload> {
  if (isImageArea(area)) return storeImage(ctx, area, part);
  if (area === 'video') return storeVideo(ctx, part);
  return storeCaptions(ctx, part);
}

/** Images: at most 5 MB read, checked, re-encoded into the area's sizes, every size stored. */
async function storeImage(ctx: UploadDeps, area: ImageUploadArea, part: MultipartFile): Promise<Upload> {
  const bytes = await readCapped(part.file, uploadLimits.imageMaxBytes, 'The image');
  if (bytes.length === 0) throw emptyFile();
  await inspectImage(bytes, uploadLimits.imageMaxPixels);
  const rendered = await renderImageSizes(bytes, imageSizing[area], uploadLimits.imageMaxPixels);
  const keys = await putImageWidths(ctx.storage, `${area}/${newId()}`, rendered);
  const sizes = rendered.map((image, i) => ({ ...image, key: keys[i] ?? '' }));
  const largest = sizes[sizes.length - 1];
  if (!largest) throw unsupported('The file could not be read as an image');
  return {
    area,
    key: largest.key,
    url: ctx.storage.url(largest.key),
    contentType: 'image/webp',
    size: largest.data.length,
    isPrivate: false,
    width: largest.width,
    height: largest.height,
    sizes: sizes.map(({ width, height, key }) => ({ width, height, key, url: ctx.storage.url(key) })),
  };
}

/**
 * Videos: the first bytes decide MP4 or WebM, then the stream goes straight to private storage as it
 * arrives (disk or an S3 multipart upload); past the size limit the write fails and is removed.
 */
async function storeVideo(ctx: UploadDeps, part: MultipartFile): Promise<Upload> {
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const { head, ended } = await readVideoHead(chunks);
  const kind = head.length === 0 ? null : sniffVideo(head);
  if (!kind) {
    await chunks.return?.();
    if (head.length === 0) throw emptyFile();
    throw unsupported(VIDEO_TYPE_MESSAGE);
  }
  const maxBytes = ctx.config.uploadVideoMaxBytes;
  // Counted here (the parser's own limit is a backstop shared with images): past the limit the
  // generator throws, which fails the storage write, which removes what it wrote.
  let received = head.length;
  async function* body(): AsyncGenerator<Buffer> {
    if (received > maxBytes) throw tooLarge('The video', maxBytes);
    yield head;
    if (!ended) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        received += next.value.length;
        if (received > maxBytes) throw tooLarge('The video', maxBytes);
        yield next.value;
      }
    }
    if (part.file.truncated) throw tooLarge('The video', maxBytes);
  }
  const key = `videos/${newId()}.${kind}`;
  const contentType = kind === 'mp4' ? 'video/mp4' : 'video/webm';
  let size: number;
  try {
    size = await ctx.privateStorage.write(key, Readable.from(body()), contentType);
  } catch (error) {
    if (received > maxBytes || part.file.truncated) throw tooLarge('The video', maxBytes);
    throw error;
  }
  return { area: 'video', key, url: ctx.mediaLinks.url(key), contentType, size, isPrivate: true };
}

/** Captions: WebVTT text by content, at most 1 MB, stored privately beside the videos. */
async function storeCaptions(ctx: UploadDeps, part: MultipartFile): Promise<Upload> {
  const bytes = await readCapped(part.file, uploadLimits.captionsMaxBytes, 'The captions file');
  if (bytes.length === 0) throw emptyFile();
  if (!isWebVtt(bytes)) throw unsupported('Captions must be a WebVTT file (starting with "WEBVTT")');
  const key = `captions/${newId()}.vtt`;
  await ctx.privateStorage.put(key, bytes, 'text/vtt');
  return {
    area: 'captions',
    key,
    url: ctx.mediaLinks.url(key),
    contentType: 'text/vtt',
    size: bytes.length,
    isPrivate: true,
  };
}

/** Reads a stream whole, refusing it (and reading no further) past `maxBytes`. */
async function readCapped(stream: Readable, maxBytes: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) throw tooLarge(what, maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Removes every object an upload stored (all sizes of an image). */
async function removeUpload(ctx: UploadDeps, upload: Upload): Promise<void> {
  const area = upload.isPrivate ? ctx.privateStorage : ctx.storage;
  const keys = upload.sizes ? upload.sizes.map((size) => size.key) : [upload.key];
  await Promise.allSettled(keys.map((key) => area.delete(key)));
}
