import { certificateRoutes, DEFAULT_LOCALE, type Locale } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { findCertificateHead, formatScore, verifyCertificate } from '../certificates/certificates.service.js';
import { getSettings } from '../settings/settings.service.js';
import { certificateFirstPaint } from './content-first-paint.js';
import { optional } from './first-paint.service.js';
import { headWords } from './head-words/index.js';
import { escapeAttr, type PageHead, type PageMeta } from './page-head.js';
import { firstPaintHead } from './public-heads.js';
import { credentialData } from './structured-data.js';

type Verification = Awaited<ReturnType<typeof verifyCertificate>>;

/** The share image's public address (`getCertificateShareImage`), absolute for link previews. */
export const shareImageUrl = (ctx: AppContext, id: string): string =>
  `${ctx.config.publicUrl}/api${certificateRoutes.getCertificateShareImage.url.replace(':id', encodeURIComponent(id))}`;

/**
 * A certificate's public page: previews as "<holder> — <course>" with its share image (or says it was
 * revoked, without one), describes the credential in JSON-LD, states the holder's facts in the body
 * before the script runs, and carries the public verification as its first screen's data. An unknown
 * id still gets the verification page's own title rather than the home page's, and a 404.
 */
export async function certificatePageHead(
  ctx: AppContext,
  id: string,
  path: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageHead> {
  const words = headWords(locale).certificate;
  const [{ siteName, certificate }, verification, settings] = await Promise.all([
    findCertificateHead(ctx, id, locale),
    verifyCertificate(ctx, id).catch(() => null),
    optional(getSettings(ctx)),
  ]);
  if (!certificate || !verification) {
    return {
      notFound: true,
      meta: {
        title: `${words.verification} | ${siteName}`,
        description: words.unknown(siteName),
        url: `${ctx.config.publicUrl}${path}`,
        imageUrl: null,
        siteName,
      },
    };
  }
  const { holderName, courseTitle, number, issuedOn, revokedOn } = certificate;
  const { publicUrl } = ctx.config;
  const shared: Pick<PageMeta, 'url' | 'siteName'> = { url: certificate.url, siteName };
  const meta: PageMeta = revokedOn
    ? {
        ...shared,
        title: words.revokedTitle(holderName, courseTitle),
        description: words.revokedDescription(siteName, number, issuedOn, revokedOn),
        imageUrl: null,
      }
    : {
        ...shared,
        title: `${holderName} — ${courseTitle}`,
        description: words.description(holderName, courseTitle, siteName, number, issuedOn),
        imageUrl: shareImageUrl(ctx, id),
        structuredData: [
          credentialData(publicUrl, siteName, {
            holderName,
            courseTitle,
            courseUrl: `${publicUrl}/courses/${verification.courseSlug}`,
            number,
            issuedAt: verification.issuedAt,
            url: certificate.url,
          }),
        ],
      };
  return {
    ...firstPaintHead(certificateFirstPaint(id, verification, settings)),
    meta,
    rootHtml: certificateFacts(verification, { issuedOn, revokedOn }, locale),
  };
}

/**
 * The facts the page shows, as plain HTML inside the app's root: link previews and readers without
 * script see them; React's first render replaces the block (new nodes, so no layout shift is counted).
 */
export function certificateFacts(
  v: Verification,
  dates: { issuedOn: string; revokedOn: string | null },
  locale: Locale = DEFAULT_LOCALE,
): string {
  const words = headWords(locale).certificate;
  const status = dates.revokedOn ? words.facts.revoked(dates.revokedOn) : words.facts.valid;
  const rows: [string, string][] = [
    [words.facts.holder, v.holderName],
    [words.facts.course, v.courseTitle],
    [words.facts.issued, dates.issuedOn],
    [words.facts.score, formatScore(v.score, locale)],
    [words.facts.number, v.number],
    [words.facts.status, status],
  ];
  const list = rows.map(([term, value]) => `<dt>${term}</dt><dd>${escapeAttr(value)}</dd>`).join('');
  return `<main id="certificate-facts"><h1>${words.verification}</h1><dl>${list}</dl></main>`;
}
