import type { FastifyInstance } from 'fastify';
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
