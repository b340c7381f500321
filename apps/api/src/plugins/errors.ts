import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { toFieldErrors } from './validation.js';

/** What a client is told about a refusal that is not one of ours: our code and wording, never Fastify's. */
interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** Longer addresses are refused (414) before routing; no route of ours needs one (the common limit of proxies). */
export const MAX_URL_LENGTH = 8192;

const refusal = (status: number, code: string, message: string): Refusal => ({ status, code, message });

const NOT_VALID = refusal(400, 'BAD_REQUEST', 'The request is not valid');
const URI_TOO_LONG = refusal(414, 'URI_TOO_LONG', 'The address is too long');
const HEADERS_TOO_LARGE = refusal(431, 'HEADERS_TOO_LARGE', 'The request headers are too large');
const INTERNAL = refusal(500, 'INTERNAL', 'Something went wrong on our side');

/** Fastify's and its plugins' errors that deserve their own words. */
const BY_CODE: Record<string, Refusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: refusal(400, 'INVALID_JSON', 'The request body is not valid JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: refusal(400, 'INVALID_JSON', 'The request body is not valid JSON'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: refusal(
    400,
    'BAD_REQUEST',
    'The request body does not match its Content-Length',
  ),
  FST_ERR_CTP_BODY_TOO_LARGE: refusal(413, 'PAYLOAD_TOO_LARGE', 'The request is too large'),
  FST_REQ_FILE_TOO_LARGE: refusal(413, 'FILE_TOO_LARGE', 'The request is too large'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request as JSON'),
  FST_ERR_BAD_URL: refusal(400, 'INVALID_URL', 'The address is not valid: it has a malformed %-escape'),
  FST_ERR_MAX_PARAM_LENGTH: URI_TOO_LONG,
};

/** Any other client error, by its status. */
const BY_STATUS: Record<number, Refusal> = {
  400: NOT_VALID,
  401: refusal(401, 'UNAUTHORIZED', 'Please sign in to continue'),
  403: refusal(403, 'FORBIDDEN', 'You are not allowed to do that'),
  404: refusal(404, 'NOT_FOUND', 'Not found'),
  405: refusal(405, 'METHOD_NOT_ALLOWED', 'This method is not allowed here'),
  406: refusal(406, 'NOT_ACCEPTABLE', 'The request is not in a form this address accepts'),
  408: refusal(408, 'REQUEST_TIMEOUT', 'The request took too long to arrive'),
  411: refusal(411, 'LENGTH_REQUIRED', 'The request needs a Content-Length'),
  413: refusal(413, 'PAYLOAD_TOO_LARGE', 'The request is too large'),
  414: URI_TOO_LONG,
  415: refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body has an unsupported content type'),
  416: refusal(416, 'RANGE_NOT_SATISFIABLE', 'The requested range is not satisfiable'),
  429: refusal(429, 'RATE_LIMITED', 'Too many requests: please wait and try again'),
  431: HEADERS_TOO_LARGE,
};

/**
 * Our answer to an error raised by Fastify or a plugin: by its code, else by its status (a 4xx keeps
 * its status); anything else is ours to fix (500). Its own message and code never reach the client.
 */
function refusalOf(error: FastifyError): Refusal {
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return INTERNAL;
  return BY_STATUS[status] ?? { ...NOT_VALID, status };
}

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
    const answer = refusalOf(error);
    if (answer.status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(answer.status).send({ message: answer.message, code: answer.code });
  });
  // An over-long address is refused whichever route (or page) would have matched it.
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) {
      throw new AppError(URI_TOO_LONG.code, URI_TOO_LONG.message, URI_TOO_LONG.status);
    }
  });
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`%ZZ`) or a path parameter over the router's
 * limit is answered before routing, so neither the error handler nor any hook runs; this answers in
 * our shape with the headers an error needs.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = refusalOf(error);
  if (answer.status >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
  reply
    .status(answer.status)
    .headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
    .send({ message: answer.message, code: answer.code });
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a request (headers over `maxHeaderSize`,
 * malformed HTTP, a timeout) before Fastify sees it; the answer is written to the socket in our shape.
 * A request line too long to parse is a 414, other oversized headers a 431.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? requestLineTooLong(error.rawPacket)
        ? URI_TOO_LONG
        : HEADERS_TOO_LARGE
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? BY_STATUS[408]
        : NOT_VALID;
  const { status, code, message } = answer ?? NOT_VALID;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message, code });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** Whether the bytes the parser gave up on start with a request line longer than any address we accept. */
function requestLineTooLong(packet: unknown): boolean {
  if (!Buffer.isBuffer(packet) || !/^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'))) return false;
  const end = packet.indexOf('\r\n');
  return (end === -1 ? packet.length : end) > MAX_URL_LENGTH;
}
