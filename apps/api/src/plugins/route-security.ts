import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context.js';
import { optionalAuth, requireAuth } from './auth.js';

/**
 * Gives each route the token check its schema's `security` declares (required, or optional when the
 * declaration also lists `{}`), so the API document and the behaviour cannot disagree. Wrapped with
 * fastify-plugin: its onRoute hook must reach the routes registered beside it.
 */
export const routeSecurity = fp(
  async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
    const required = requireAuth(ctx);
    const optional = optionalAuth(ctx);
    app.addHook('onRoute', (route) => {
      const security = route.schema?.security;
      if (!security?.some((requirement) => 'accessToken' in requirement)) return;
      const isOptional = security.some((requirement) => Object.keys(requirement).length === 0);
      // Before validation: a request without a valid token is a 401 whatever its query or body holds.
      const others = route.preValidation === undefined ? [] : [route.preValidation].flat();
      route.preValidation = [isOptional ? optional : required, ...others];
    });
  },
  { name: 'route-security' },
);

const TOKEN_HEADER = 'x-access-token';

/** Whether a route's answer depends on who asks: its schema declares the token (required or optional). */
const answersByToken = (request: FastifyRequest): boolean =>
  request.routeOptions.schema?.security?.some((requirement) => 'accessToken' in requirement) === true;

/** Adds `value` to a comma-separated header value unless it is there already (in any case). */
function withListValue(current: unknown, value: string): string {
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return values.some((item) => item.toLowerCase() === value.toLowerCase())
    ? values.join(', ')
    : [...values, value].join(', ');
}

/**
 * An onSend hook for the whole app (register it before the routes). An answer to a request that sends
 * a token is the user's own: no cache may store it (`no-store`, unless the route already said so). A
 * route whose answer depends on the token (declared in its schema) says so in `Vary`, with or without
 * one, so a cache never hands the anonymous answer to a signed-in request; the other values stay.
 */
export const privateAnswerHeaders: onSendHookHandler = async (request, reply, payload) => {
  if (request.headers[TOKEN_HEADER] !== undefined) {
    const current = reply.getHeader('cache-control');
    if (!/(?:^|[\s,])no-store(?:$|[\s,])/i.test(String(current ?? '')))
      reply.header('cache-control', 'no-store');
  }
  if (answersByToken(request)) reply.header('vary', withListValue(reply.getHeader('vary'), TOKEN_HEADER));
  return payload;
};
