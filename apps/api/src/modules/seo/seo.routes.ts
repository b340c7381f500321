import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { listPublishedSlugs } from '../courses/courses.service.js';
import { listPublicProfileSlugs } from '../instructors/instructor-profiles.service.js';

const staticPages = ['/', '/courses', '/about', '/faq', '/help', '/contact', '/terms', '/privacy'];
const xmlEscape = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** robots.txt and sitemap.xml, at the site root. */
export async function seoRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const base = ctx.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /admin',
          'Disallow: /studio',
          'Disallow: /profile',
          'Disallow: /cart',
          'Disallow: /checkout',
          `Sitemap: ${base}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [courses, instructors] = await Promise.all([
      listPublishedSlugs(ctx),
      listPublicProfileSlugs(ctx.db),
    ]);
    const urls = [
      ...staticPages.map((path) => `<url><loc>${xmlEscape(base + path)}</loc></url>`),
      ...courses.map(
        (c) =>
          `<url><loc>${xmlEscape(`${base}/courses/${c.slug}`)}</loc><lastmod>${c.updatedAt.slice(0, 10)}</lastmod></url>`,
      ),
      ...instructors.map(
        (i) =>
          `<url><loc>${xmlEscape(`${base}/instructors/${i.slug}`)}</loc><lastmod>${i.updatedAt.slice(0, 10)}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
}
