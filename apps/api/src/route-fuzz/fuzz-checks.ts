import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call } from '../../test/helper.js';
import type { FuzzFixtures } from './fuzz-fixtures.js';
import { abbreviate, type FuzzRequest } from './fuzz-request.js';

/** What the fuzzer sent and how the app answered, for the line printed at the end. */
export interface Totals {
  requests: number;
  /** Answers by status class: `2xx`, `4xx`, … */
  byClass: Record<string, number>;
}

/** Things a refusal must never show a client. */
const LEAKS: [pattern: RegExp, what: string][] = [
  [/\n\s+at |\bat [\w$.<>]+ \(|"stack"\s*:/, 'a stack trace'],
  [
    /\/(?:work|home|root|tmp|usr|app|srv|opt|var)\/[\w.-]+\/|node_modules|file:\/\/|[A-Z]:\\\\/,
    'a file path',
  ],
  [/\.(?:ts|js|mjs|cjs):\d+/, 'a source location'],
  [
    /\b(?:SELECT|INSERT INTO|DELETE FROM|UPDATE)\b|\b(?:select|insert into|delete from|update)\s+["*(]/,
    'SQL',
  ],
  [
    /SQLITE_|sqlite|syntax error at|violates [\w ]+ constraint|duplicate key value|relation "|invalid input syntax|invalid byte sequence/i,
    'a database error',
  ],
  [
    /\b(?:TypeError|ReferenceError|RangeError)\b|Cannot read propert|is not a function|Maximum call stack/,
    'a JavaScript error',
  ],
  [/\bFST_[A-Z_]+|\bERR_[A-Z_]+/, "a framework's error code"],
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How a 4xx body breaks the contract `{message, code, errors?: [{path, message}]}` or leaks internals. */
export function refusalProblems(response: LightMyRequestResponse, method: string): string[] {
  if (method === 'HEAD') return [];
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    return [`a ${response.statusCode} answered as "${type}", not JSON`];
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [`a ${response.statusCode} whose body is not JSON`];
  }
  if (!isRecord(body)) return [`a ${response.statusCode} whose body is not an object`];
  const problems: string[] = [];
  const extra = Object.keys(body).filter((key) => !['message', 'code', 'errors'].includes(key));
  if (extra.length > 0) problems.push(`the refusal has other fields: ${extra.join(', ')}`);
  if (typeof body.message !== 'string' || body.message.trim() === '')
    problems.push('the refusal has no message');
  if (typeof body.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(body.code))
    problems.push('the refusal has no UPPER_CASE code');
  const errors = body.errors;
  const fieldErrorsOk =
    errors === undefined ||
    (Array.isArray(errors) &&
      errors.every(
        (error) =>
          isRecord(error) &&
          Object.keys(error).sort().join() === 'message,path' &&
          typeof error.path === 'string' &&
          typeof error.message === 'string',
      ));
  if (!fieldErrorsOk) problems.push('its errors are not a list of {path, message}');
  // A field's path names the client's own key; only what the server wrote is searched for leaks.
  const paths = Array.isArray(errors)
    ? errors.map((error) => (isRecord(error) ? String(error.path) : ''))
    : [];
  const ours = paths.filter(Boolean).reduce((text, path) => text.replaceAll(path, '…'), response.body);
  for (const [pattern, what] of LEAKS) if (pattern.test(ours)) problems.push(`the refusal shows ${what}`);
  return problems;
}

const ownNames = (target: object) => Object.getOwnPropertyNames(target).sort().join();
const BASELINE = {
  object: ownNames(Object.prototype),
  array: ownNames(Array.prototype),
  function: ownNames(Function.prototype),
};

/** Whether anything has reached the shared prototypes of this process. */
export function pollutionProblems(): string[] {
  const probe: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const key of ['polluted', 'isAdmin', 'role']) {
    if (probe[key] !== undefined)
      problems.push(`every object now has "${key}" (Object.prototype is polluted)`);
  }
  if (ownNames(Object.prototype) !== BASELINE.object) problems.push('Object.prototype has new properties');
  if (ownNames(Array.prototype) !== BASELINE.array) problems.push('Array.prototype has new properties');
  if (ownNames(Function.prototype) !== BASELINE.function)
    problems.push('Function.prototype has new properties');
  return problems;
}

/** Sends the fuzzer's requests and checks each answer; a broken property throws, naming it and the answer. */
export class FuzzSender {
  readonly totals: Totals = { requests: 0, byClass: {} };

  constructor(
    private readonly app: FastifyInstance,
    private readonly fixtures: FuzzFixtures,
  ) {}

  async check(request: FuzzRequest): Promise<void> {
    const response = await call(this.app, {
      method: request.method,
      url: request.url,
      headers: request.headers,
      payload: request.payload,
      token: request.forgedToken ?? this.fixtures.tokenFor(request.identity),
    });
    const status = response.statusCode;
    const statusClass = `${Math.floor(status / 100)}xx`;
    this.totals.requests += 1;
    this.totals.byClass[statusClass] = (this.totals.byClass[statusClass] ?? 0) + 1;
    const problems: string[] = [];
    if (status >= 500) problems.push(`answered ${status}: bad input must never cause a 5xx`);
    if (status >= 400) problems.push(...refusalProblems(response, request.method));
    if (request.forgedToken && request.needsToken && status < 400)
      problems.push(`a forged token was let through (${status})`);
    problems.push(...pollutionProblems());
    const changes = status < 300 && !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (request.pollutes || changes) problems.push(...(await this.fixtures.verifyAfter(request)));
    if (problems.length > 0) {
      throw new Error(`${problems.join('; ')}\nanswer: ${status} ${abbreviate(response.body, 1000)}`);
    }
  }
}
