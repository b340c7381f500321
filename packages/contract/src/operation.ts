import { CloneType, type TSchema, Type } from '@sinclair/typebox';
import { ErrorBody } from './common.js';
import type { RouteTable } from './route.js';

export type { OperationMethod } from './route.js';

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
/** The route reads no token: what `defineOperations` declares for an operation that names none. */
export const noToken: Security = [];

const errorDescriptions = {
  400: 'The request is not valid; `errors` names each field',
  401: 'No token, or the session has ended',
  402: 'The card was refused; `message` says why in words for the learner',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'Conflicts with what is stored',
  410: 'Gone: it existed but was withdrawn (a revoked certificate)',
  412: 'The tus protocol version is missing or not spoken here; `tus-version` names the one that is',
  413: 'The request (or its file) is too large',
  415: 'The body is not JSON (or multipart where a file is accepted)',
  416: 'The requested byte range is outside the file; `content-range` gives its size',
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

/**
 * A success that is not the JSON envelope: its media types (one schema for each) and description, as
 * OpenAPI `content`. Fastify sends the route's bytes or string as they are.
 */
export const mediaAnswer = (
  mediaTypes: string | readonly string[],
  description: string,
  schema: TSchema | Record<string, unknown>,
) =>
  Type.Unsafe<unknown>({
    description,
    content: Object.fromEntries([mediaTypes].flat().map((mediaType) => [mediaType, { schema }])),
  });

/** Statuses of every route with a JSON body: bad input, too large, not JSON. */
export const bodyErrors = [400, 413, 415] as const;

/** A body the handler reads itself (multipart, or shaped by the token): documented, not validated by Fastify. */
export interface DocumentedBody {
  content: Record<string, { schema: TSchema }>;
}

/** What a route declares; `defineOperations` adds its operationId, tag, method and path. */
export interface OperationSpec {
  summary: string;
  description?: string;
  security?: Security;
  querystring?: TSchema;
  params?: TSchema;
  body?: TSchema;
  documentedBody?: DocumentedBody;
  /** Query or path parameters the handler reads itself (a signed link's): documented, not validated. */
  documentedQuery?: TSchema;
  documentedParams?: TSchema;
  response: Record<number, TSchema>;
}

type Defined<R extends RouteTable, T extends Record<keyof R, OperationSpec>, Tag extends string> = {
  [K in keyof R & keyof T & string]: T[K] & {
    operationId: K;
    tags: readonly [Tag];
    security: Security;
    /** The route's method and its path under `/api` (from the area's route table): the API registers it there. */
    method: R[K]['method'];
    url: R[K]['url'];
  };
};

/**
 * One area's operations, keyed by operationId (camelCase, unique across the API), each tagged with
 * the area. The result is a route's whole `schema`: request and response types come from it. An
 * operation that names no security is public and says so (`security: []`), so the document never
 * leaves a reader to guess.
 */
export function defineOperations<
  R extends RouteTable,
  const Tag extends string,
  T extends Record<keyof R, OperationSpec> & Record<Exclude<keyof T, keyof R>, never>,
>(routes: R, tag: Tag, specs: T): Defined<R, T, Tag> {
  const operations = Object.entries(routes).map(([operationId, { method, url }]) => {
    const spec: OperationSpec = specs[operationId as keyof R];
    return [
      operationId,
      { ...spec, security: spec.security ?? noToken, operationId, tags: [tag], method, url },
    ];
  });
  return Object.fromEntries(operations) as Defined<R, T, Tag>;
}
