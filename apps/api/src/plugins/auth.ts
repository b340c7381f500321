import { TOKEN_COOKIE } from '@coursewise/contract/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { forbidden, unauthorized } from '../lib/app-error.js';
import type { TokenClaims } from '../lib/tokens.js';
import { isAdmin, isInstructor, isTokenVersionCurrent } from '../modules/account/account.service.js';
import { isSessionOpen } from '../modules/account/sessions.service.js';
import { recordSecurityEvent } from '../modules/audit/audit.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null;
    /** The session of the token sent (sign-out ends it), set with `userId`. */
    sessionId: string | null;
  }
}

const ENDED = 'Your session has ended. Please sign in again.';

/** The token from `x-access-token` (never a cookie: cross-site requests then carry no credentials). */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  return typeof header === 'string' && header.length > 0 && header.length < 4096 ? header : null;
}

/**
 * The user id of a valid, unrevoked token; null when there is no token; throws 401 on a bad one.
 * Verifying is synchronous and the version is usually cached, so a signed-in request costs about what
 * an anonymous one does.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<string | null> {
  const token = readToken(request);
  if (!token) return null;
  const claims = await liveClaims(ctx, token);
  if (!claims) throw unauthorized(ENDED);
  request.sessionId = claims.sessionId;
  return claims.userId;
}

/** The claims of a token that is valid, of the account's current version, and whose session is open. */
async function liveClaims(ctx: AppContext, token: string): Promise<TokenClaims | null> {
  const claims = ctx.tokens.verify(token);
  if (!claims) return null;
  if (!(await isTokenVersionCurrent(ctx, claims.userId, claims.tokenVersion))) return null;
  return (await isSessionOpen(ctx, claims.sessionId)) ? claims : null;
}

/** The user id of a token that is valid and not revoked, or null. */
export async function sessionUserId(ctx: AppContext, token: string): Promise<string | null> {
  return (await liveClaims(ctx, token))?.userId ?? null;
}

/**
 * The token in the web app's cookie. Only pages read it, to put a signed-in learner's first screen
 * into the HTML they are sent (the API never does: see `readToken`).
 */
export function readSessionCookie(cookieHeader: string | undefined): string | null {
  if (!cookieHeader || cookieHeader.length > 16_384) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== TOKEN_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    try {
      const token = decodeURIComponent(value);
      return token.length > 0 && token.length < 4096 ? token : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Every later log line of the request, its 'request completed' line too, names the signed-in user. */
function logAsUser(request: FastifyRequest, reply: FastifyReply, userId: string): void {
  const log = request.log.child({ userId });
  request.log = log;
  reply.log = log;
}

/** Hook for routes that need a signed-in user (route-security runs it before validation). */
export const requireAuth = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const userId = await authenticate(ctx, request);
  if (!userId) throw unauthorized();
  request.userId = userId;
  logAsUser(request, reply, userId);
};

/**
 * The /api/admin hook: 401 without a valid token, 403 unless the account is an admin now (the role is
 * read on each request, so a demoted admin loses access at once).
 */
export const requireAdmin = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const userId = await authenticate(ctx, request);
  if (!userId) throw unauthorized();
  logAsUser(request, reply, userId);
  if (!(await isAdmin(ctx.db, userId))) {
    // A signed-in account probing the admin API is worth an entry (one insert; it never fails the 403).
    const summary = `Refused ${request.method} ${request.url}`;
    await recordSecurityEvent(
      ctx.db,
      { action: 'admin-refused', userId, ip: request.ip, summary },
      request.log,
    );
    throw forbidden('This needs an administrator account');
  }
  request.userId = userId;
};

/**
 * The /api/instructor hook: 401 without a valid token, 403 unless the account's role is instructor now
 * (read on each request like `requireAdmin`; an admin is not an instructor here, admins use the console).
 */
export const requireInstructor =
  (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = await authenticate(ctx, request);
    if (!userId) throw unauthorized();
    logAsUser(request, reply, userId);
    if (!(await isInstructor(ctx.db, userId))) throw forbidden('This needs an instructor account');
    request.userId = userId;
  };

/** Hook for routes that answer more with a token but work without one. */
export const optionalAuth = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  request.userId = await authenticate(ctx, request);
  if (request.userId) logAsUser(request, reply, request.userId);
};

/** The signed-in user's id inside a handler behind requireAuth. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized();
  return request.userId;
}

/** The session of the token inside a handler behind requireAuth. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
}
