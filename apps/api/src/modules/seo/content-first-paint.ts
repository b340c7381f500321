import {
  type CertificateVerification,
  type CmsPage,
  DEFAULT_LOCALE,
  type Faq,
  type Locale,
} from '@coursewise/contract';
import { certificateKeys, cmsKeys, contentKeys } from '@coursewise/contract/query-keys';
import type { AppContext } from '../../app-context.js';
import { getPage, listFaqs, listHelpArticles } from '../content/content.service.js';
import { getSettings } from '../settings/settings.service.js';
import { type FirstPaint, optional, query, withSettings } from './first-paint.service.js';

/**
 * What a content page's first screen asks for (apps/web/src/features/content/routes): the CMS page
 * it shows (`useCmsPage`), and the FAQ list or the help articles when it lists them.
 */
export interface ContentPageQueries {
  cmsSlug?: string;
  hasFaqs?: boolean;
  hasHelpArticles?: boolean;
}

/** A content page's first paint, with the CMS page and FAQs also read for its head (null when unread). */
export interface ContentFirstPaint extends FirstPaint {
  cms: CmsPage | null;
  faqs: Faq[] | null;
}

/**
 * About, FAQ, help, contact and the legal pages: each query the page runs, read fresh like its route
 * (admin content edits purge no cache), under the web's key; a part that fails is left to the browser.
 */
export async function contentFirstPaint(
  ctx: AppContext,
  page: ContentPageQueries,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ContentFirstPaint> {
  const { cmsSlug } = page;
  const [cms, faqs, helpArticles, settings] = await Promise.all([
    cmsSlug ? optional(getPage(ctx, cmsSlug, locale)) : null,
    page.hasFaqs ? optional(listFaqs(ctx, locale)) : null,
    page.hasHelpArticles ? optional(listHelpArticles(ctx, locale)) : null,
    optional(getSettings(ctx)),
  ]);
  return {
    cms,
    faqs,
    data: withSettings(settings, [
      cmsSlug ? query(cmsKeys.page(cmsSlug), cms) : null,
      query(contentKeys.faqs, faqs),
      query(contentKeys.helpArticles, helpArticles),
    ]),
  };
}

/**
 * A certificate's verify page: the public verification, the same for every visitor (the holder's own
 * `certificateKeys.mine` query stays in the browser, as it depends on who is signed in).
 */
export const certificateFirstPaint = (
  id: string,
  verification: CertificateVerification,
  settings: unknown,
): FirstPaint => ({
  data: withSettings(settings, [query(certificateKeys.verification(id), verification)]),
});
