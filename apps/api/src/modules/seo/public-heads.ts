import { type Category, DEFAULT_LOCALE, type Locale } from '@coursewise/contract';
import {
  type CatalogueFilters,
  parseCatalogueParams,
  toCatalogueParams,
  toCourseListQuery,
} from '@coursewise/contract/catalogue-url';
import type { AppContext } from '../../app-context.js';
import { type ContentPageQueries, contentFirstPaint } from './content-first-paint.js';
import { catalogueFirstPaint, type FirstPaint, homeFirstPaint } from './first-paint.service.js';
import { type HeadWords, headWords, type StaticPageName } from './head-words/index.js';
import type { PageHead, PageMeta } from './page-head.js';
import { courseListData, faqData, homeData } from './structured-data.js';

/** The pages every visitor sees, each with its own title, description, canonical link and JSON-LD. */

export const firstPaintHead = ({ data, preloadImage }: FirstPaint): PageHead => ({
  initialDataJson: JSON.stringify(data),
  ...(preloadImage ? { preloadImage } : {}),
});

/**
 * Pages of one visitor (their account, learning, purchases, a gift code) or of no use to a search engine (sign-in
 * forms, the console, the studio): they say noindex. `/certificates` alone is "My certificates"; a certificate's
 * own page is public.
 */
const privatePage =
  /^\/(?:signin|signup|verify|forgot-password|reset-password|profile|account|wishlist|cart|checkout|purchases|gifts|my-learning|learn|admin|studio|certificates\/?$)(?:\/|$)/;
export const isPrivatePage = (path: string): boolean => privatePage.test(path);

export async function homeHead(
  ctx: AppContext,
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageHead> {
  const { publicUrl } = ctx.config;
  const words = headWords(locale).home;
  return {
    ...firstPaintHead(await homeFirstPaint(ctx, locale)),
    meta: {
      title: words.title(siteName),
      description: words.description(siteName),
      url: `${publicUrl}/`,
      imageUrl: null,
      siteName,
      structuredData: homeData(publicUrl, siteName),
    },
  };
}

/** What the filters say in words: "Courses matching “bread” · Cooking · beginner · page 2". */
function catalogueTitle(
  filters: CatalogueFilters,
  categories: readonly Category[] | null,
  words: HeadWords['catalogue'],
): string {
  const category = categories?.find((c) => c.slug === filters.category)?.name ?? filters.category;
  return [
    filters.search ? words.matching(filters.search) : words.courses,
    category,
    filters.level ? `${filters.level === 'all' ? words.allLevels : words.level(filters.level)}` : '',
    filters.page > 1 ? words.page(filters.page) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The catalogue for its URL's filters: the canonical link keeps the filters, in the app's own order. */
export async function catalogueHead(
  ctx: AppContext,
  params: URLSearchParams,
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageHead> {
  const { publicUrl } = ctx.config;
  const words = headWords(locale).catalogue;
  const filters = parseCatalogueParams(params);
  const listQuery = toCourseListQuery(filters);
  const firstPaint = await catalogueFirstPaint(ctx, listQuery);
  const query = toCatalogueParams(filters).toString();
  const heading = catalogueTitle(filters, firstPaint.categories, words);
  const offset = (filters.page - 1) * (listQuery.limit ?? 0);
  return {
    ...firstPaintHead(firstPaint),
    meta: {
      title: `${heading} | ${siteName}`,
      description: words.description(heading, siteName),
      url: `${publicUrl}/courses${query ? `?${query}` : ''}`,
      imageUrl: null,
      siteName,
      // An empty result lists nothing: an ItemList needs items.
      structuredData: firstPaint.page?.items.length
        ? [courseListData(publicUrl, firstPaint.page.items, offset)]
        : [],
    },
  };
}

interface StaticPage extends ContentPageQueries {
  /** Its title and description (head-words). */
  name: StaticPageName;
  /** The CMS page's summary, when written, describes the page better than the description. */
  isDescribedByCms?: boolean;
}

const staticPages: Record<string, StaticPage> = {
  '/about': { name: 'about', cmsSlug: 'about', isDescribedByCms: true },
  '/faq': { name: 'faq', cmsSlug: 'faq', isDescribedByCms: true, hasFaqs: true },
  '/help': { name: 'help', hasHelpArticles: true },
  '/contact': { name: 'contact', cmsSlug: 'contact', isDescribedByCms: true },
  '/terms': { name: 'terms', cmsSlug: 'terms' },
  '/privacy': { name: 'privacy', cmsSlug: 'privacy' },
};

/**
 * About, FAQ (with its questions as `FAQPage`), help, contact and the legal pages, each with its first
 * screen's data; null for others.
 */
export async function staticPageHead(
  ctx: AppContext,
  path: string,
  siteName: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageHead | null> {
  const key = path.length > 1 ? path.replace(/\/$/, '') : path;
  const page = staticPages[key];
  if (!page) return null;
  const words = headWords(locale).pages[page.name];
  const firstPaint = await contentFirstPaint(ctx, page, locale);
  const { cms, faqs } = firstPaint;
  const summary = page.isDescribedByCms ? cms?.summary?.trim() : undefined;
  const meta: PageMeta = {
    title: `${words.title} | ${siteName}`,
    description: summary || words.description(siteName),
    url: `${ctx.config.publicUrl}${key}`,
    imageUrl: null,
    siteName,
    structuredData: faqs?.length ? [faqData(faqs)] : [],
  };
  return { ...firstPaintHead(firstPaint), meta };
}
