import type { FastifyInstance } from 'fastify';

/** A JSON Schema as the OpenAPI document gives it (no `$ref`s: every route schema is inlined). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  minProperties?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  nullable?: boolean;
  default?: unknown;
};

interface DocumentParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface DocumentOperation {
  operationId?: string;
  parameters?: DocumentParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
}

/**
 * A live stream (`text/event-stream`: `notification/stream`) answers a valid request with a response that
 * never ends, which `app.inject` would wait on for ever; it is tested over real HTTP instead
 * (`notification-stream.test.ts`: tickets, tokens, refusals, shutdown).
 */
const isLiveStream = (op: DocumentOperation): boolean =>
  Object.values(op.responses ?? {}).some((response) => 'text/event-stream' in (response.content ?? {}));

interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One method on one path of the API, as much of it as the fuzzer needs to build requests. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The documented path, with `{name}` placeholders. */
  path: string;
  /** `POST /api/user/signup (signup)`: how a report names it. */
  label: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The body's schema per media type (`application/json`, `multipart/form-data`, `text/csv`). */
  bodies: Record<string, JsonSchema>;
  /** Whether the operation needs an `x-access-token` (its security has no anonymous alternative). */
  needsToken: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

const parametersIn = (op: DocumentOperation, where: 'path' | 'query'): Parameter[] =>
  (op.parameters ?? [])
    .filter((parameter) => parameter.in === where)
    .map((parameter) => ({
      name: parameter.name,
      required: where === 'path' || parameter.required === true,
      schema: parameter.schema ?? {},
    }));

/** Every operation of the app's own OpenAPI document, so a route added later is fuzzed too. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  const document = response.json() as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method, op]) => METHODS.has(method) && !isLiveStream(op))
      .map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        label: `${method.toUpperCase()} ${path} (${op.operationId ?? 'no operationId'})`,
        pathParams: parametersIn(op, 'path'),
        query: parametersIn(op, 'query'),
        bodies: Object.fromEntries(
          Object.entries(op.requestBody?.content ?? {}).map(([type, media]) => [type, media.schema ?? {}]),
        ),
        needsToken:
          (op.security?.some((requirement) => 'accessToken' in requirement) ?? false) &&
          !op.security?.some((requirement) => Object.keys(requirement).length === 0),
      })),
  );
}
