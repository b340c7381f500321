import { adminQuestionLimits } from '@coursewise/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/app-error.js';
import { formError } from './multipart-body.js';

/**
 * CSV bodies of the question imports (the console's and the studio's): sent as the file itself
 * (text/csv) or as the multipart field `file`, up to 1 MB.
 */

const NOT_CSV = 'Send the CSV as the body (text/csv) or as the multipart field `file`';

/** Lets the scope's routes take a CSV as the body itself; only the scopes with an import call it. */
export function acceptCsvBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: adminQuestionLimits.importBytesMax },
    (_request, body, done) => done(null, body),
  );
}

/** The CSV text of an import: the body itself, or the multipart field `file`. */
export async function readCsvBody(request: FastifyRequest): Promise<string> {
  let bytes: Buffer;
  if (request.isMultipart()) {
    try {
      const file = await request.file({ limits: { fileSize: adminQuestionLimits.importBytesMax } });
      if (file?.fieldname !== 'file')
        throw badRequest(`file: ${NOT_CSV}`, [{ path: 'file', message: 'is required' }]);
      bytes = await file.toBuffer();
    } catch (error) {
      // A form without a boundary, or cut short, is the client's mistake: a 400, not a 500.
      throw formError(error);
    }
  } else if (typeof request.body === 'string') {
    bytes = Buffer.from(request.body);
  } else {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_CSV, 415);
  }
  // A spreadsheet saved as .xlsx, an image…: binary, not text.
  if (bytes.includes(0)) throw badRequest('The file is not a CSV text file');
  return bytes.toString('utf8');
}

/** Answers the import template as a file to download. */
export function sendCsvFile(reply: FastifyReply, filename: string, text: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(text);
}
