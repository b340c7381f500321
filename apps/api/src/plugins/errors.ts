import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { toFieldErrors } from './validation.js';

/** Turns every failure into `{message, code, errors?}`; a 5xx hides its cause and is logged. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500)
        request.log.error({ err: error.cause ?? error, reqId: request.id }, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.status)
        .send({ message: error.message, code: error.code, errors: error.errors });
    }
    if (error.validation) {
      const errors = toFieldErrors(error.validation as Parameters<typeof toFieldErrors>[0]);
      const where = error.validationContext === 'body' ? '' : `${error.validationContext ?? 'request'} `;
      const first = errors[0];
      const message = first ? `${where}${first.path}: ${first.message}` : 'The request is not valid';
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientMessage(error), code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side', code: 'INTERNAL' });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request as JSON';
    default:
      return error.message || 'The request is not valid';
  }
}
