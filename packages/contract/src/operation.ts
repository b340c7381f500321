import { CloneType, type TSchema } from '@sinclair/typebox';
import { ErrorBody } from './common.js';

/** The one security scheme: the token from sign-in, sent in `x-access-token` (never a cookie). */
export const securitySchemes = {
  accessToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-access-token',
    description: 'The token answered by sign-in, verify-signup, social-auth or change-password.',
  },
} as const;

type Security = ReadonlyArray<Readonly<Record<string, readonly string[]>>>;
/** The route needs a token: 401 without one. */
export const tokenRequired: Security = [{ accessToken: [] }];
/** The route works without a token and answers more with one; a bad token is still a 401. */
export const tokenOptional: Security = [{}, { accessToken: [] }];

const errorDescriptions = {
  400: 'The request is not valid; `errors` names each field',
  401: 'No token, or the session has ended',
  402: 'The card was refused; `message` says why in words for the learner',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'Conflicts with what is stored',
  410: 'Gone: it existed but was withdrawn (a revoked certificate)',
  413: 'The request (or its file) is too large',
  415: 'The body is not JSON (or multipart where a file is accepted)',
  422: 'A rule refused it',
  429: 'Too many attempts; `retry-after` says when to try again',
  502: 'A service it relies on (the payment provider) answered with a refusal; `message` says why',
  503: 'A service it needs (database, mail or payments) is unavailable; `retry-after` may say when to try again',
} as const;
export type ErrorStatus = keyof typeof errorDescriptions;

const RetryAfter = { type: 'integer', description: 'Seconds to wait before trying again' } as const;

/** `{ status: ErrorBody }` for each status a route can answer besides success. */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof ErrorBody } {
  const responses: Partial<Record<ErrorStatus, typeof ErrorBody>> = {};
  for (const status of statuses) {
    const description = errorDescriptions[status];
    // `headers` documents the answer's response headers; only the OpenAPI generator reads it.
    const retry = status === 429 || status === 503 ? { headers: { 'retry-after': RetryAfter } } : {};
    responses[status] = CloneType(ErrorBody, { description, ...retry });
  }
  return responses as { [K in S[number]]: typeof ErrorBody };
}

/** Statuses of every route with a JSON body: bad input, too large, not JSON. */
export const bodyErrors = [400, 413, 415] as const;

/** A body the handler reads itself (multipart, or shaped by the token): documented, not validated by Fastify. */
export interface DocumentedBody {
  content: Record<string, { schema: TSchema }>;
}

/** What a route declares; `defineOperations` adds its operationId and tag. */
export interface OperationSpec {
  summary: string;
  description?: string;
  security?: Security;
  querystring?: TSchema;
  params?: TSchema;
  body?: TSchema;
  documentedBody?: DocumentedBody;
  response: Record<number, TSchema>;
}

/**
 * One area's operations, keyed by operationId (camelCase, unique across the API), each tagged with
 * the area. The result is a route's whole `schema`: request and response types come from it.
 */
export function defineOperations<const Tag extends string, T extends Record<string, OperationSpec>>(
  tag: Tag,
  specs: T,
): { [K in keyof T & string]: T[K] & { operationId: K; tags: readonly [Tag] } } {
  const operations = Object.entries(specs).map(([operationId, spec]) => [
    operationId,
    { ...spec, operationId, tags: [tag] },
  ]);
  return Object.fromEntries(operations) as {
    [K in keyof T & string]: T[K] & { operationId: K; tags: readonly [Tag] };
  };
}
