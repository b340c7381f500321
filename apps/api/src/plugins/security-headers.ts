import type { FastifyInstance } from 'fastify';

/** Headers every answer carries; pages get a content security policy that allows only our own origin. */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header(
        'content-security-policy',
        [
          "default-src 'self'",
          "script-src 'self' https://accounts.google.com https://js.stripe.com",
          "style-src 'self' 'unsafe-inline' https://accounts.google.com",
          "img-src 'self' data: blob: https:",
          "media-src 'self' blob:",
          "connect-src 'self' https://accounts.google.com https://api.stripe.com",
          'frame-src https://accounts.google.com https://js.stripe.com https://hooks.stripe.com',
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'none'",
        ].join('; '),
      );
    }
    return payload;
  });
}
