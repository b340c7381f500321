import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Pages may load only our own origin, plus Google sign-in and Stripe's card fields. Images are ours:
 * uploads are served at `/uploads/` on both storage drivers; `data:` for inline icons in the editor's
 * CSS, `blob:` for the avatar preview before upload. Forms submit only to us. Media: our signed links
 * (files, HLS playlists and segments) and `blob:`, the address Media Source Extensions give the video
 * when hls.js feeds it; hls.js runs without a worker, so no `worker-src` is needed.
 */
export const pageCspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://accounts.google.com', 'https://js.stripe.com'],
  'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'", 'https://accounts.google.com', 'https://api.stripe.com'],
  'frame-src': ['https://accounts.google.com', 'https://js.stripe.com', 'https://hooks.stripe.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Powerful features no page of ours uses are off, for us and any frame. `payment` stays for us and
 * Stripe's frame (wallets in the Payment Element); `fullscreen` for the video player. Features left
 * out keep the browser's default (ours only: autoplay, clipboard, share).
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Paths whose answers other sites may embed: public images (course pictures in link previews, badges). */
const EMBEDDABLE_PREFIX = '/uploads/';

const setPageCsp = helmet.contentSecurityPolicy({ useDefaults: false, directives: pageCspDirectives });

const rethrow = (error?: Error): void => {
  if (error) throw error;
};

/**
 * Helmet's headers and the permissions policy on every answer; HTML pages also get the content
 * security policy (only pages run scripts, and a CSP on a PDF or JSON answer can only get in a browser
 * viewer's way).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.register(helmet, {
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google sign-in and Stripe open pop-ups that must be able to answer this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Only our pages may embed our answers; `/uploads/` images are opened to every site below.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS over plain http would be ignored at best; only send it where the site is served over https.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
    if (request.url.startsWith(EMBEDDABLE_PREFIX)) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      setPageCsp(request.raw, reply.raw, rethrow);
    }
    return payload;
  });
}
