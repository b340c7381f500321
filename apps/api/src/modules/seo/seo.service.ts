import { catalogueQueryOf } from '@coursewise/contract/catalogue-url';
import type { AppContext } from '../../app-context.js';
import { sessionUserId } from '../../plugins/auth.js';
import { findCertificateHead } from '../certificates/certificates.service.js';
import { findCourseMeta } from '../courses/courses.service.js';
import { isOwnPayment } from '../payments/payments.service.js';
import {
  catalogueFirstPaint,
  courseFirstPaint,
  type FirstPaint,
  homeFirstPaint,
} from './first-paint.service.js';
import type { PageHead, PageMeta } from './page-head.js';
import { playerFirstPaint } from './player-first-paint.service.js';

const coursePath = /^\/courses\/([a-z0-9-]{1,120})\/?$/;
const cataloguePath = /^\/courses\/?$/;
const certificatePath = /^\/certificates\/([A-Za-z0-9_-]{1,64})\/?$/;
const playerPath = /^\/learn\/([a-z0-9-]{1,120})(?:\/chapters\/([A-Za-z0-9_-]{1,64}))?\/?$/;
/** A receipt and the page after paying, both naming one payment. */
const paymentPagePath = /^\/(?:purchases|checkout\/complete)\/([^/]{1,200})\/?$/;

/**
 * The head of a web page the server knows more about than the built index.html. The home page, the
 * catalogue and a published course's page carry their first screen's data and preload its largest
 * picture; a course page also gets its title, description and Open Graph image, a certificate its
 * preview; the player, sent with a valid session cookie (`sessionToken`), its learner's first screen.
 * An unknown course or certificate is `notFound`. Null for every other URL (the page as built). `url` is the path, with or without the query.
 */
export async function pageHeadFor(
  ctx: AppContext,
  url: string,
  sessionToken: string | null = null,
): Promise<PageHead | null> {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  const player = playerPath.exec(path);
  if (player) return sessionToken ? playerHead(ctx, sessionToken, player[1] ?? '', player[2] ?? null) : null;
  const paymentId = paymentPagePath.exec(path)?.[1];
  if (paymentId !== undefined) return sessionToken ? paymentPageHead(ctx, sessionToken, paymentId) : null;
  if (path === '/') return firstPaintHead(await homeFirstPaint(ctx));
  if (cataloguePath.test(path))
    return firstPaintHead(await catalogueFirstPaint(ctx, catalogueQueryOf(params)));
  const certificateId = certificatePath.exec(path)?.[1];
  if (certificateId) return certificateHead(ctx, certificateId, path);
  const slug = coursePath.exec(path)?.[1];
  if (slug) return courseHead(ctx, slug, path);
  // A course or certificate address whose last part no slug or id can have.
  return /^\/(courses|certificates)\/[^/]+\/?$/.test(path) ? { notFound: true } : null;
}

const firstPaintHead = ({ data, preloadImage }: FirstPaint): PageHead => ({
  initialDataJson: JSON.stringify(data),
  ...(preloadImage ? { preloadImage } : {}),
});

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

/** A published course's page: its meta tags and first paint; null for an unknown or unpublished slug. */
async function courseHead(ctx: AppContext, slug: string, path: string): Promise<PageHead> {
  const [meta, firstPaint] = await Promise.all([findCourseMeta(ctx, slug), courseFirstPaint(ctx, slug)]);
  if (!meta) return { notFound: true };
  const { publicUrl } = ctx.config;
  const image = meta.imageUrl;
  return {
    // The page's data is left out when it could not be read: the page then fetches it.
    ...(firstPaint ? firstPaintHead(firstPaint) : {}),
    meta: {
      title: `${meta.title} | Coursewise`,
      description: meta.description,
      url: `${publicUrl}${path}`,
      imageUrl: image && !image.startsWith('http') ? `${publicUrl}${image}` : image,
      type: 'article',
    },
  };
}

/**
 * A certificate's public page previews as "<holder> — <course>" (or says it was revoked); an unknown
 * id still gets the verification page's own title rather than the home page's, and a 404.
 */
async function certificateHead(ctx: AppContext, id: string, url: string): Promise<PageHead> {
  const { siteName, certificate } = await findCertificateHead(ctx, id);
  const pageUrl = `${ctx.config.publicUrl}${url}`;
  if (!certificate) {
    return {
      notFound: true,
      meta: {
        title: `Certificate verification | ${siteName}`,
        description: `No ${siteName} certificate has this link. Check that it was copied in full.`,
        url: pageUrl,
        imageUrl: null,
      },
    };
  }
  return { meta: certificateMeta(siteName, certificate) };
}

function certificateMeta(
  siteName: string,
  certificate: NonNullable<Awaited<ReturnType<typeof findCertificateHead>>['certificate']>,
): PageMeta {
  const { holderName, courseTitle, number, issuedOn, revokedOn } = certificate;
  return revokedOn
    ? {
        title: `Revoked certificate: ${holderName} — ${courseTitle}`,
        description: `${siteName} certificate ${number}, issued on ${issuedOn}, was revoked on ${revokedOn} and is no longer valid.`,
        url: certificate.url,
        imageUrl: null,
      }
    : {
        title: `${holderName} — ${courseTitle}`,
        description: `${holderName} completed ${courseTitle} on ${siteName}. Certificate ${number}, issued on ${issuedOn}.`,
        url: certificate.url,
        imageUrl: null,
      };
}
