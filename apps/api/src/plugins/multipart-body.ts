import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/app-error.js';
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
  let raw: unknown = request.body ?? {};
  let file: Buffer | null = null;
  if (request.isMultipart()) {
    const fields: Record<string, string> = {};
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
    raw = fields;
  }
  const result = validateBody<T>(schema, raw);
  if ('errors' in result) {
    const first = result.errors[0];
    throw badRequest(first ? `${first.path}: ${first.message}` : 'The request is not valid', result.errors);
  }
  return { fields: result.value, file };
}
