import type { CmsPage } from '@coursewise/contract';
import { cmsKeys } from '@coursewise/contract/query-keys';
import { contentRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/api-client';

type PageReader = (signal?: AbortSignal) => Promise<CmsPage>;

/** The spec's named pages have operations of their own; other pages (terms, privacy) are read by slug. */
const NAMED_PAGES: Readonly<Record<string, PageReader>> = {
  home: (signal) => call(contentRoutes.getHomePage, { signal }),
  about: (signal) => call(contentRoutes.getAboutPage, { signal }),
  faq: (signal) => call(contentRoutes.getFaqPage, { signal }),
  contact: (signal) => call(contentRoutes.getContactPage, { signal }),
};

/** GET cms/…: a content page with its blocks (block bodies are HTML sanitised by the server). */
export function getCmsPage(slug: string, signal?: AbortSignal): Promise<CmsPage> {
  const readNamed = Object.hasOwn(NAMED_PAGES, slug) ? NAMED_PAGES[slug] : undefined;
  return readNamed ? readNamed(signal) : call(contentRoutes.getCmsPage, { params: { id: slug }, signal });
}

export const cmsPageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: cmsKeys.page(slug), queryFn: ({ signal }) => getCmsPage(slug, signal) });

export function useCmsPage(slug: string) {
  return useQuery(cmsPageQueryOptions(slug));
}
