import type { OperationId } from '@coursewise/contract';
import { fillPath, type Route } from '@coursewise/contract/routes';
import type { Answer, CallArgs, UntypedInput } from './api-call-types';
import { eventBus } from './event-bus';
import { getToken, isTokenCheckPending, removeToken, setToken } from './session';

export const API_BASE = '/api/';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

/**
 * Answers of these operations carry a fresh `data.token`, which replaces the stored one (the spec's
 * "special list": the sign-up profile step, sign-in and profile update, plus the other calls that
 * issue a token).
 */
export const TOKEN_ISSUING_OPERATIONS: ReadonlySet<string> = new Set<OperationId>([
  'signup',
  'signin',
  'updateProfile',
  'verifySignup',
  'signinWithGoogle',
  'changePassword',
]);

export interface FieldError {
  path: string;
  message: string;
}

/** A failed call: `message` is what the user should read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];

  constructor(status: number, code: string, message: string, errors: FieldError[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  body?: unknown;
  query?: object;
  signal?: AbortSignal;
  /** Sent even as the page unloads (a video position saved as the learner leaves). */
  keepalive?: boolean;
  /** The answer carries a fresh `data.token` that replaces the stored one. */
  issuesToken?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function normalisePath(path: string): string {
  return path.replace(/^\/+/, '').replace(/^api\//, '');
}

export function buildUrl(path: string, query?: object): string {
  const url = API_BASE + normalisePath(path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldError =>
      isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string',
  );
}

/** Turns a failed answer's body into an ApiError carrying the server's message when it gave one. */
export function toApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, 'UNKNOWN', FALLBACK_ERROR_MESSAGE);
  const message =
    typeof body.message === 'string' && body.message.trim() !== '' ? body.message : FALLBACK_ERROR_MESSAGE;
  const code = typeof body.code === 'string' ? body.code : 'UNKNOWN';
  return new ApiError(status, code, message, readFieldErrors(body.errors));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  return JSON.parse(text) as unknown;
}

function storeIssuedToken(body: unknown): void {
  if (isRecord(body) && isRecord(body.data) && typeof body.data.token === 'string') {
    setToken(body.data.token);
  }
}

/** Sends one call and answers the parsed body (the `{data, message}` envelope or `{message}`). */
export async function request(method: Method, path: string, options: RequestOptions = {}): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('x-access-token', token);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', FALLBACK_ERROR_MESSAGE);
  }

  let parsed: unknown;
  try {
    parsed = await readJson(response);
  } catch {
    if (response.ok) throw new ApiError(response.status, 'INVALID_RESPONSE', FALLBACK_ERROR_MESSAGE);
    throw new ApiError(response.status, 'UNKNOWN', FALLBACK_ERROR_MESSAGE);
  }

  const current = getToken();
  if (response.status === 401 && token !== undefined && (current === token || current === undefined)) {
    // The server refused the stored token (a password changed elsewhere, an account disabled, the
    // token expired): the session is over here. Forget it at once (unless a request sent beside this
    // one already has), so every page shows what a visitor sees, and ask again as one for what
    // anyone may read.
    if (current === token) {
      removeToken();
      eventBus.emit('sessionEnded', {
        message: toApiError(response.status, parsed).message,
        atStartUp: isTokenCheckPending(),
      });
    }
    if (method === 'GET') return request(method, path, options);
  }
  if (!response.ok) throw toApiError(response.status, parsed);
  if (options.issuesToken) storeIssuedToken(parsed);
  return parsed;
}

/**
 * Calls one operation of the contract: `call(catalogueRoutes.getCourse, { params: { id } })`. Where
 * it is sent, what it takes and what it answers all come from the operation, so no caller writes a
 * path or names the answer's type. (The overload is where the server's JSON is trusted to match the
 * contract the API validates its answers against.)
 */
export function call<Id extends OperationId>(route: Route<Id>, ...input: CallArgs<Id>): Promise<Answer<Id>>;
export async function call(route: Route, ...input: unknown[]): Promise<unknown> {
  return dataOf(await send(route, input[0]));
}

/**
 * The same call, also answering the envelope's `message` when the server wrote one for the user to
 * read (a review: "Thanks for your review!" or "Your review has been updated.").
 */
export function callWithMessage<Id extends OperationId>(
  route: Route<Id>,
  ...input: CallArgs<Id>
): Promise<{ data: Answer<Id>; message: string | undefined }>;
export async function callWithMessage(
  route: Route,
  ...input: unknown[]
): Promise<{ data: unknown; message: string | undefined }> {
  const answer = await send(route, input[0]);
  const message = isRecord(answer) && typeof answer.message === 'string' ? answer.message : undefined;
  return { data: dataOf(answer), message };
}

function send(route: Route, value: unknown): Promise<unknown> {
  const { params, query, body, signal, keepalive } = readInput(value);
  return request(route.method, fillPath(route.url, params), {
    query,
    body,
    signal,
    keepalive,
    issuesToken: TOKEN_ISSUING_OPERATIONS.has(route.id),
  });
}

/** The parts of a call's input, as `call`'s typed signature let them through. */
function readInput(value: unknown): UntypedInput {
  if (!isRecord(value)) return {};
  return {
    params: isRecord(value.params) ? value.params : undefined,
    query: isRecord(value.query) ? value.query : undefined,
    body: value.body,
    signal: value.signal instanceof AbortSignal ? value.signal : undefined,
    keepalive: value.keepalive === true,
  };
}

/** The address of a GET operation, for a link or an `<img>` (a certificate's PDF, a CSV template). */
export function hrefOf<Id extends OperationId>(
  route: Route<Id> & { method: 'GET' },
  params: Readonly<Record<string, unknown>> = {},
  query?: object,
): string {
  return buildUrl(fillPath(route.url, params), query);
}

function dataOf(body: unknown): unknown {
  return isRecord(body) && 'data' in body ? body.data : body;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : FALLBACK_ERROR_MESSAGE;
}
