import type { Category } from '@coursewise/contract';
import {
  type CatalogueFilters,
  parseCatalogueParams,
  toCatalogueParams,
  toCourseListQuery,
} from '@coursewise/contract/catalogue-url';
import type { AppContext } from '../../app-context.js';
import { type ContentPageQueries, contentFirstPaint } from './content-first-paint.js';
import { catalogueFirstPaint, type FirstPaint, homeFirstPaint } from './first-paint.service.js';
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

export async function homeHead(ctx: AppContext, siteName: string): Promise<PageHead> {
  const { publicUrl } = ctx.config;
  return {
    ...firstPaintHead(await homeFirstPaint(ctx)),
    meta: {
      title: `${siteName}: online courses`,
      description: `${siteName}: browse, buy and study online courses, and earn a certificate you can share.`,
      url: `${publicUrl}/`,
      imageUrl: null,
      siteName,
      structuredData: homeData(publicUrl, siteName),
    },
  };
}

/** What the filters say in words: "Courses matching “bread” · Cooking · beginner · page 2". */
function catalogueTitle(filters: CatalogueFilters, categories: readonly Category[] | null): string {
  const category = categories?.find((c) => c.slug === filters.category)?.name ?? filters.category;
  return [
    filters.search ? `Courses matching “${filters.search}”` : 'Courses',
    category,
    filters.level ? `${filters.level === 'all' ? 'all levels' : filters.level}` : '',
    filters.page > 1 ? `page ${filters.page}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The catalogue for its URL's filters: the canonical link keeps the filters, in the app's own order. */
export async function catalogueHead(
  ctx: AppContext,
  params: URLSearchParams,
  siteName: string,
): Promise<PageHead> {
  const { publicUrl } = ctx.config;
  const filters = parseCatalogueParams(params);
  const listQuery = toCourseListQuery(filters);
  const firstPaint = await catalogueFirstPaint(ctx, listQuery);
  const query = toCatalogueParams(filters).toString();
  const heading = catalogueTitle(filters, firstPaint.categories);
  const offset = (filters.page - 1) * (listQuery.limit ?? 0);
  return {
    ...firstPaintHead(firstPaint),
    meta: {
      title: `${heading} | ${siteName}`,
      description: `${heading} on ${siteName}: compare prices, levels and ratings, and preview chapters before you buy.`,
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
  title: string;
  description: (siteName: string) => string;
  /** The CMS page's summary, when written, describes the page better than `description`. */
  isDescribedByCms?: boolean;
}

const staticPages: Record<string, StaticPage> = {
  '/about': {
    title: 'About us',
    description: (site) => `Who runs ${site}, how its courses are made and who teaches them.`,
    cmsSlug: 'about',
    isDescribedByCms: true,
  },
  '/faq': {
    title: 'Frequently asked questions',
    description: (site) => `Answers to common questions about buying, studying and certificates on ${site}.`,
    cmsSlug: 'faq',
    isDescribedByCms: true,
    hasFaqs: true,
  },
  '/help': {
    title: 'Help centre',
    description: (site) => `Guides to your account, payments, courses and certificates on ${site}.`,
    hasHelpArticles: true,
  },
  '/contact': {
    title: 'Contact us',
    description: (site) => `Write to the ${site} team: questions about courses, payments or your account.`,
    cmsSlug: 'contact',
    isDescribedByCms: true,
  },
  '/terms': {
    title: 'Terms of service',
    description: (site) => `The terms that apply when you buy and study courses on ${site}.`,
    cmsSlug: 'terms',
  },
  '/privacy': {
    title: 'Privacy policy',
    description: (site) => `What personal data ${site} keeps, why, for how long, and your rights over it.`,
    cmsSlug: 'privacy',
  },
};

/**
 * About, FAQ (with its questions as `FAQPage`), help, contact and the legal pages, each with its first
 * screen's data; null for others.
 */
export async function staticPageHead(
  ctx: AppContext,
  path: string,
  siteName: string,
): Promise<PageHead | null> {
  const key = path.length > 1 ? path.replace(/\/$/, '') : path;
  const page = staticPages[key];
  if (!page) return null;
  const firstPaint = await contentFirstPaint(ctx, page);
  const { cms, faqs } = firstPaint;
  const summary = page.isDescribedByCms ? cms?.summary?.trim() : undefined;
  const meta: PageMeta = {
    title: `${page.title} | ${siteName}`,
    description: summary || page.description(siteName),
    url: `${ctx.config.publicUrl}${key}`,
    imageUrl: null,
    siteName,
    structuredData: faqs?.length ? [faqData(faqs)] : [],
  };
  return { ...firstPaintHead(firstPaint), meta };
}
