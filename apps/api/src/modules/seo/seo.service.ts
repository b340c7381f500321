import { DEFAULT_LOCALE, type Locale } from '@coursewise/contract';
import { isKnownPagePath } from '@coursewise/contract/pages';
import type { AppContext } from '../../app-context.js';
import { sessionUserId } from '../../plugins/auth.js';
import { findCourseMeta } from '../courses/courses.service.js';
import { isOwnPayment } from '../payments/payments.service.js';
import { getEditableSettings } from '../settings/settings.service.js';
import { certificatePageHead } from './certificate-page.js';
import { checkoutFirstPaint } from './checkout-first-paint.service.js';
import { courseFirstPaint } from './first-paint.service.js';
import { instructorPageHead } from './instructor-page.js';
import type { PageHead } from './page-head.js';
import { playerFirstPaint } from './player-first-paint.service.js';
import { catalogueHead, firstPaintHead, homeHead, isPrivatePage, staticPageHead } from './public-heads.js';
import { absolute, courseData } from './structured-data.js';

const coursePath = /^\/courses\/([a-z0-9-]{1,120})\/?$/;
const cataloguePath = /^\/courses\/?$/;
const instructorPath = /^\/instructors\/([^/]{1,200})\/?$/;
const certificatePath = /^\/certificates\/([A-Za-z0-9_-]{1,64})\/?$/;
const playerPath = /^\/learn\/([a-z0-9-]{1,120})(?:\/chapters\/([A-Za-z0-9_-]{1,64}))?\/?$/;
const checkoutPath = /^\/checkout\/?$/;
/** A receipt and the page after paying, both naming one payment. */
const paymentPagePath = /^\/(?:purchases|checkout\/complete)\/([^/]{1,200})\/?$/;

/**
 * The head of a web page. Every public page gets its own title, description, canonical link, Open
 * Graph and Twitter tags and, where one applies, schema.org JSON-LD; the home page, the catalogue and
 * a published course's page also carry their first screen's data and preload its largest picture; a
 * certificate its holder's facts in the body; the player, sent with a valid session cookie
 * (`sessionToken`), its learner's first screen. Private pages say noindex. An unknown course or
 * certificate is `notFound`. Null for every other URL (the page as built). `url` is the path, with or
 * without the query.
 */
export async function pageHeadFor(
  ctx: AppContext,
  url: string,
  sessionToken: string | null = null,
  /** The page's language (its words: the home page's, the catalogue's and the content pages' heads). */
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageHead | null> {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  if (isPrivatePage(path)) {
    const head = await privateHead(ctx, path, sessionToken);
    // An address no page has answers 404 already: it is left as built.
    return isKnownPagePath(path) ? { ...head, noindex: true } : head;
  }
  const certificateId = certificatePath.exec(path)?.[1];
  if (certificateId) return certificatePageHead(ctx, certificateId, path, locale);
  const slug = coursePath.exec(path)?.[1];
  // A course or certificate address whose last part no slug or id can have.
  if (!slug && /^\/(courses|certificates)\/[^/]+\/?$/.test(path)) return { notFound: true };
  const { siteName } = await getEditableSettings(ctx.db);
  if (path === '/') return homeHead(ctx, siteName, locale);
  if (cataloguePath.test(path)) return catalogueHead(ctx, params, siteName, locale);
  if (slug) return courseHead(ctx, slug, siteName);
  const instructorSlug = instructorPath.exec(path)?.[1];
  if (instructorSlug !== undefined) return instructorPageHead(ctx, instructorSlug, siteName);
  return staticPageHead(ctx, path, siteName, locale);
}

/** A learner's page: the player's and a payment's first paint with a session; else the page as built. */
async function privateHead(
  ctx: AppContext,
  path: string,
  sessionToken: string | null,
): Promise<PageHead | null> {
  const player = playerPath.exec(path);
  if (player) return sessionToken ? playerHead(ctx, sessionToken, player[1] ?? '', player[2] ?? null) : null;
  if (checkoutPath.test(path)) return sessionToken ? checkoutHead(ctx, sessionToken) : null;
  const paymentId = paymentPagePath.exec(path)?.[1];
  if (paymentId !== undefined) return sessionToken ? paymentPageHead(ctx, sessionToken, paymentId) : null;
  return null;
}

/**
 * The player for the token's learner (private: no cache may keep it), or the page as built; a 404 for
 * a slug no course has. Without a valid session the page is the sign-in redirect, answered 200.
 */
async function playerHead(
  ctx: AppContext,
  token: string,
  slug: string,
  chapterId: string | null,
): Promise<PageHead | null> {
  const userId = await sessionUserId(ctx, token);
  const firstPaint = userId ? await playerFirstPaint(ctx, userId, slug, chapterId) : null;
  if (!firstPaint) return null;
  // The app shows its not-found page for an unknown course: the status says so too.
  return {
    ...firstPaintHead(firstPaint),
    isPrivate: true,
    ...(firstPaint.isCourseMissing ? { notFound: true } : {}),
  };
}

/**
 * The checkout for the token's learner: their profile and the settings, so the page draws its frame
 * and the test cards (its largest text on a phone) without asking for them first. Private.
 */
async function checkoutHead(ctx: AppContext, token: string): Promise<PageHead | null> {
  const userId = await sessionUserId(ctx, token);
  const firstPaint = userId ? await checkoutFirstPaint(ctx, userId) : null;
  return firstPaint ? { ...firstPaintHead(firstPaint), isPrivate: true } : null;
}

/**
 * A receipt (or the page after paying) with a valid session cookie: a 404 unless the payment is the
 * learner's, as the page itself then shows. Without a session the page is the sign-in redirect.
 */
async function paymentPageHead(ctx: AppContext, token: string, paymentId: string): Promise<PageHead | null> {
  const userId = await sessionUserId(ctx, token);
  if (!userId) return null;
  // Fastify has refused a malformed escape (400) before the page is asked for.
  const isOwn = await isOwnPayment(ctx, userId, decodeURIComponent(paymentId));
  return isOwn ? { isPrivate: true } : { isPrivate: true, notFound: true };
}

/** A published course's page: its meta tags, `Course` and `BreadcrumbList`, and first paint. */
async function courseHead(ctx: AppContext, slug: string, siteName: string): Promise<PageHead> {
  const [meta, firstPaint] = await Promise.all([findCourseMeta(ctx, slug), courseFirstPaint(ctx, slug)]);
  if (!meta) return { notFound: true };
  const { publicUrl } = ctx.config;
  return {
    // The page's data is left out when it could not be read: the page then fetches it.
    ...(firstPaint ? firstPaintHead(firstPaint) : {}),
    meta: {
      title: `${meta.title} | ${siteName}`,
      description: meta.description,
      url: `${publicUrl}/courses/${slug}`,
      imageUrl: meta.imageUrl ? absolute(publicUrl, meta.imageUrl) : null,
      type: 'article',
      siteName,
      structuredData: firstPaint ? courseData(publicUrl, siteName, firstPaint.course) : [],
    },
  };
}
