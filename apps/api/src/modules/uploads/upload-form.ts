import type { UploadArea } from '@coursewise/contract';
import { uploadAreas } from '@coursewise/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.js';
import { formError } from '../../plugins/multipart-body.js';

/** What the form handler does with the one file, once it knows the area; answers what it stored. */
export type FileHandler<T> = (area: UploadArea, file: MultipartFile) => Promise<T>;

const NOT_A_FORM = 'Send the upload as multipart/form-data with the fields "area" and "file"';

/**
 * Reads `POST admin/uploads`: the `area` field, then the `file` (its stream goes to `handle` as it
 * arrives, so a video is never held whole in memory; hence `area` must come first, as in an S3 POST
 * form). Any other field or a second file is refused; `undo` runs when a later part fails after the
 * file was stored, so a refused request leaves nothing behind.
 */
export async function readUploadForm<T>(
  request: FastifyRequest,
  maxFileBytes: number,
  handle: FileHandler<T>,
  undo: (stored: T) => Promise<void>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_FORM, 415);
  let area: UploadArea | null = null;
  let stored: { value: T } | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 2, parts: 3 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'area') area = parseArea(part.value);
        else if (part.fieldname === 'file') throw fieldError('file', 'must be a file');
        else throw fieldError(part.fieldname, 'is not an accepted field');
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw fieldError(part.fieldname, 'is not an accepted file field');
      }
      if (!area) {
        part.file.resume();
        throw fieldError('area', 'must come before the file');
      }
      stored = { value: await handle(area, part) };
    }
  } catch (error) {
    if (stored) await undo(stored.value);
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('FILE_TOO_LARGE', 'The file is too large', 413);
    throw formError(error, () => fieldError('file', 'accepts one file'));
  }
  if (!stored) throw area ? fieldError('file', 'is required') : fieldError('area', 'is required');
  return stored.value;
}

function parseArea(value: unknown): UploadArea {
  const area = String(value);
  if ((uploadAreas as readonly string[]).includes(area)) return area as UploadArea;
  throw fieldError('area', `must be one of: ${uploadAreas.join(', ')}`);
}

const fieldError = (path: string, message: string) => badRequest(`${path}: ${message}`, [{ path, message }]);
