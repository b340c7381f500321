import { beforeAll, describe, expect, it } from 'vitest';
import { call, useTestApp } from '../test/helper.js';
import { mediaContentType } from './modules/media/media-range.js';

interface Media {
  schema?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}
interface Entry {
  method: string;
  path: string;
  op: Operation;
  /** How a failure names the operation: `POST /api/user/signup (signup)`. */
  label: string;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch']);
const jsonSchemaOf = (media: Record<string, Media> | undefined) => media?.['application/json']?.schema;
const hasSchema = (schema: Record<string, unknown> | undefined) =>
  schema !== undefined && Object.keys(schema).length > 0;
/** A schema under any media type: a file answer (a PDF, a JSON-LD download) declares its own type. */
const anyMediaHasSchema = (media: Record<string, Media> | undefined) =>
  Object.values(media ?? {}).some((entry) => hasSchema(entry.schema));
const takesToken = (op: Operation) =>
  op.security?.some((requirement) => 'accessToken' in requirement) ?? false;
const tokenRequired = (op: Operation) =>
  takesToken(op) && !op.security?.some((requirement) => Object.keys(requirement).length === 0);
/** Writes that take no body, each for a reason. */
const bodiless = new Set([
  // A tus creation says everything in its headers (Upload-Length, Upload-Metadata); the bytes follow with PATCH.
  'tusCreate',
]);
/** 204 No Content: nothing to describe but the headers. */
const isNoContent = (status: string) => status === '204';
const pathParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');

// The document does not depend on the database engine, so one engine is enough here.
describe('the OpenAPI document at /api/docs/json', () => {
  const t = useTestApp('sqlite');
  let doc: OpenApiDocument;
  let entries: Entry[];
  beforeAll(async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    doc = response.json() as OpenApiDocument;
    entries = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => httpMethods.has(method))
        .map(([method, op]) => ({
          method,
          path,
          op,
          label: `${method.toUpperCase()} ${path} (${op.operationId ?? 'no operationId'})`,
        })),
    );
  });

  it('lists every API route', () => {
    const paths = new Set(entries.map((entry) => entry.path));
    for (const path of ['/api/user/signup', '/api/course/list', '/api/cart/add-remove', '/api/health']) {
      expect(paths).toContain(path);
    }
    expect(entries.length).toBeGreaterThanOrEqual(30);
  });

  it('gives every operation a unique camelCase operationId, a tag and a summary', () => {
    const seen = new Map<string, string>();
    const offenders: string[] = [];
    for (const { op, label } of entries) {
      const id = op.operationId;
      if (!id || !/^[a-z][a-zA-Z0-9]*$/.test(id))
        offenders.push(`${label}: operationId missing or not camelCase`);
      else if (seen.has(id)) offenders.push(`${label}: operationId also used by ${seen.get(id)}`);
      else seen.set(id, label);
      if (!op.tags?.length) offenders.push(`${label}: no tag`);
      if (!op.summary?.trim()) offenders.push(`${label}: no summary`);
    }
    expect(offenders).toEqual([]);
  });

  it('gives every operation a 2xx answer with a schema, and a JSON schema for every error it declares', () => {
    const offenders: string[] = [];
    for (const { op, label } of entries) {
      const responses = Object.entries(op.responses ?? {});
      if (
        !responses.some(
          ([status, response]) =>
            isNoContent(status) || (/^2\d\d$/.test(status) && anyMediaHasSchema(response.content)),
        )
      )
        offenders.push(`${label}: no 2xx response with a schema`);
      for (const [status, response] of responses) {
        if (!/^[1-5]\d\d$/.test(status))
          offenders.push(`${label}: response "${status}" is not a status code`);
        else if (isNoContent(status)) {
          if (response.content) offenders.push(`${label}: 204 has content`);
        } else if (
          /^2\d\d$/.test(status)
            ? !anyMediaHasSchema(response.content)
            : !hasSchema(jsonSchemaOf(response.content))
        )
          offenders.push(`${label}: ${status} has no JSON schema`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('documents the JSON body of every operation that is not a GET, and every path parameter', () => {
    const offenders: string[] = [];
    for (const { method, path, op, label } of entries) {
      // An upload's body is a form: its multipart schema documents it; a resumable upload's, its bytes
      // (tus's `application/offset+octet-stream`). A delete of what its path names (`…/{id}`,
      // `…/instructors/{userId}`) has no body.
      const body = op.requestBody?.content;
      const needsBody =
        method !== 'get' &&
        !(method === 'delete' && path.endsWith('}')) &&
        !bodiless.has(op.operationId ?? '');
      const bodySchema =
        jsonSchemaOf(body) ??
        body?.['multipart/form-data']?.schema ??
        body?.['application/offset+octet-stream']?.schema;
      if (needsBody && !hasSchema(bodySchema)) offenders.push(`${label}: no JSON request body`);
      for (const name of pathParams(path)) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === name && p.schema))
          offenders.push(`${label}: path parameter "${name}" has no schema`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('declares the x-access-token header scheme, and a 401 on every operation that takes a token', () => {
    expect(doc.components?.securitySchemes?.accessToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-access-token',
    });
    const offenders = entries
      .filter(({ op }) => takesToken(op) && !op.responses?.['401'])
      .map(({ label }) => `${label}: takes a token but declares no 401`);
    expect(offenders).toEqual([]);
    expect(entries.filter(({ op }) => tokenRequired(op)).length).toBeGreaterThanOrEqual(5);
  });

  it('declares the token exactly where the API reads it', async () => {
    const offenders: string[] = [];
    for (const { method, path, op, label } of entries) {
      const url = path.replace(/\{[^}]+\}/g, 'no-such-id');
      const isGet = method === 'get';
      const payload = isGet ? undefined : {};
      const upper = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      // A bad token is a 401 wherever tokens are read. Body validation comes first, so for a route
      // with a body only a 401 proves something; GET routes are checked both ways.
      const badToken = await call(t.app, { method: upper, url, payload, token: 'not-a-token' });
      if (badToken.statusCode === 401 && !takesToken(op))
        offenders.push(`${label}: refuses a bad token with 401 but declares no security`);
      if (!isGet) continue;
      if (takesToken(op) && badToken.statusCode !== 401)
        offenders.push(`${label}: declares a token but answers ${badToken.statusCode} to a bad one`);
      const noToken = await call(t.app, { method: upper, url });
      if (tokenRequired(op) && noToken.statusCode !== 401)
        offenders.push(`${label}: declares a required token but answers ${noToken.statusCode} without one`);
      if (!tokenRequired(op) && noToken.statusCode === 401)
        offenders.push(`${label}: answers 401 without a token but does not declare it required`);
    }
    expect(offenders).toEqual([]);
  });

  it('declares security on every operation: `[]` where no token is read, both ways where it is optional', () => {
    const offenders = entries.filter(({ op }) => !op.security).map(({ label }) => `${label}: no security`);
    expect(offenders).toEqual([]);
    const find = (method: string, path: string) =>
      entries.find((e) => e.method === method && e.path === path);
    expect(find('get', '/api/health')?.op.security).toEqual([]);
    expect(find('post', '/api/user/signin')?.op.security).toEqual([]);
    expect(find('get', '/api/course/list')?.op.security).toEqual([{}, { accessToken: [] }]);
    expect(find('get', '/api/certification/details')?.op.security).toEqual([{ accessToken: [] }]);
  });

  it('documents the question CSV template as text/csv, not JSON', () => {
    const template = doc.paths['/api/admin/questions/import-template']?.get;
    const content = template?.responses?.['200']?.content;
    expect(Object.keys(content ?? {})).toEqual(['text/csv']);
    expect(content?.['text/csv']?.schema).toMatchObject({ type: 'string' });
  });

  it('documents the signed media route: its key, expiry and signature, and each type it serves', () => {
    const media = doc.paths['/api/media/{key}']?.get;
    expect(media?.operationId).toBe('getSignedMedia');
    expect(media?.security).toEqual([]);
    const parameters = (media?.parameters ?? []).map(({ in: where, name, required }) => ({
      where,
      name,
      required,
    }));
    expect(parameters).toEqual(
      expect.arrayContaining([
        { where: 'path', name: 'key', required: true },
        { where: 'query', name: 'expires', required: true },
        { where: 'query', name: 'signature', required: true },
      ]),
    );
    // Every type the route can answer (by extension, parameters aside) is one the document names.
    const served = ['a.webm', 'a.mp4', 'a.m4v', 'a.ogv', 'a.vtt', 'a.txt'].map(
      (key) => mediaContentType(key).split(';')[0] ?? '',
    );
    for (const status of ['200', '206']) {
      const types = Object.keys(media?.responses?.[status]?.content ?? {});
      expect(types, status).toEqual(expect.arrayContaining(served));
      expect(
        types.some((type) => type.includes('json')),
        status,
      ).toBe(false);
    }
    expect(Object.keys(media?.responses ?? {})).toEqual(expect.arrayContaining(['403', '404', '416']));
    // HEAD is served beside it but not listed under the same operationId.
    expect(doc.paths['/api/media/{key}']?.head).toBeUndefined();
  });

  it('lists the certificate list once, without its trailing-slash alias', () => {
    expect(doc.paths['/api/certification/details']?.get?.operationId).toBe('listCertificates');
    expect(doc.paths['/api/certification/details/']).toBeUndefined();
  });
});
