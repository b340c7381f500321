import { type Certificate, DEFAULT_LOCALE, type Locale } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { CertificateRow } from './certificates.repository.js';

/** How certificates are numbered, linked and worded, wherever they are shown. */

type UrlContext = Pick<AppContext, 'config'>;

export const CERTIFICATE_NOT_FOUND = 'Certificate not found';

/** The holder of a deleted account's certificates: the record stays valid, the person is erased. */
export const FORMER_LEARNER = 'A former learner';

/** The name a certificate prints for an account, from its profile. */
export function holderNameOf(
  account: { firstName: string | null; lastName: string | null } | undefined,
): string {
  const name = [account?.firstName, account?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  // Sign-up asks for both names, so this is a fallback only; never the email, which the page would publish.
  return name || 'Learner';
}

export const certificateNumber = (year: number, value: number): string =>
  `CW-${year}-${String(value).padStart(6, '0')}`;

export const verifyUrlOf = (ctx: UrlContext, id: string): string =>
  `${ctx.config.publicUrl}/certificates/${id}`;
export const pdfUrlOf = (ctx: UrlContext, id: string): string =>
  `${ctx.config.publicUrl}/api/certification/${id}/pdf`;

/** The tags dates and percentages are written with: British English as before, else the language. */
const FORMAT_TAG: Record<Locale, string> = { en: 'en-GB', es: 'es', fr: 'fr', de: 'de' };

/** "23 November 2026" ("23 de noviembre de 2026", "23. November 2026"), in UTC like every stored time. */
export const formatIssuedOn = (iso: string, locale: Locale = DEFAULT_LOCALE): string =>
  new Intl.DateTimeFormat(FORMAT_TAG[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** "87%" ("87 %" in French and German): attempts keep their exact percentage; a certificate shows it whole. */
export const formatScore = (score: number, locale: Locale = DEFAULT_LOCALE): string =>
  locale === DEFAULT_LOCALE
    ? `${Math.round(score)}%`
    : new Intl.NumberFormat(FORMAT_TAG[locale], { style: 'percent', maximumFractionDigits: 0 }).format(
        Math.round(score) / 100,
      );

export function toCertificate(ctx: UrlContext, row: CertificateRow, courseSlug: string): Certificate {
  return {
    id: row.id,
    number: row.number,
    courseId: row.courseId,
    courseSlug,
    courseTitle: row.courseTitle,
    holderName: row.holderName,
    score: row.score,
    issuedAt: row.issuedAt,
    revoked: row.revokedAt !== null,
    pdfUrl: pdfUrlOf(ctx, row.id),
    verifyUrl: verifyUrlOf(ctx, row.id),
  };
}
