import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Pages may load only our own origin, plus Google sign-in and Stripe's card fields. */
export const pageCspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://accounts.google.com', 'https://js.stripe.com'],
  'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'", 'https://accounts.google.com', 'https://api.stripe.com'],
  'frame-src': ['https://accounts.google.com', 'https://js.stripe.com', 'https://hooks.stripe.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const setPageCsp = helmet.contentSecurityPolicy({ useDefaults: false, directives: pageCspDirectives });

const rethrow = (error?: Error): void => {
  if (error) throw error;
};

/**
 * Helmet's headers on every answer; HTML pages also get the content security policy (only pages run
 * scripts, and a CSP on a PDF or JSON answer can only get in a browser viewer's way).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.register(helmet, {
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google sign-in and Stripe open pop-ups that must be able to answer this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Uploaded course images and avatars stay embeddable elsewhere, as before helmet.
    crossOriginResourcePolicy: false,
    // HSTS over plain http would be ignored at best; only send it where the site is served over https.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      setPageCsp(request.raw, reply.raw, rethrow);
    }
    return payload;
  });
}
