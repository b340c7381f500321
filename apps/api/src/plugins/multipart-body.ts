import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/app-error.js';
import { validateBody } from './validation.js';

export interface ParsedBody<T> {
  fields: T;
  file: Buffer | null;
}

/**
 * Reads a JSON or multipart body: multipart text fields are validated with the same schema as JSON,
 * and at most one file, in `fileField`, is accepted (size limit set where multipart is registered).
 */
export async function readBodyWithFile<T>(
  request: FastifyRequest,
  schema: object,
  fileField: string,
): Promise<ParsedBody<T>> {
  // No body at all is an empty update; a JSON body that is not an object (null included) is refused.
  let raw: unknown = request.body === undefined ? {} : request.body;
  let file: Buffer | null = null;
  if (request.isMultipart()) {
    const fields: Record<string, string> = {};
    const oneFileOnly = () =>
      badRequest(`Only one file is accepted, in the field "${fileField}"`, [
        { path: fileField, message: 'accepts one file' },
      ]);
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== fileField || file) {
            part.file.resume();
            throw badRequest(`Only one file is accepted, in the field "${fileField}"`, [
              { path: part.fieldname, message: 'is not an accepted file field' },
            ]);
          }
          file = await part.toBuffer();
          if (file.length === 0) file = null;
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }
    } catch (error) {
      throw formError(error, oneFileOnly);
    }
    raw = fields;
  }
  const result = validateBody<T>(schema, raw);
  if ('errors' in result) {
    const first = result.errors[0];
    throw badRequest(first ? `${first.path}: ${first.message}` : 'The request is not valid', result.errors);
  }
  return { fields: result.value, file };
}

/**
 * Multipart failures as the client should see them: our own refusals and the parser's size errors
 * pass through; a second file is the same 400 as a file in the wrong field; a body that is not
 * well-formed multipart (no boundary, cut short) is bad input, never a 500. Every route that reads a
 * form passes what its reading threw through this.
 */
export function formError(
  error: unknown,
  oneFileOnly: () => AppError = () => badRequest('Only one file is accepted'),
): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return oneFileOnly();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest('The form has too many fields');
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest('The form data could not be read. Send it as multipart/form-data.');
}
