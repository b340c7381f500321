import type { CmsPage } from '@coursewise/contract';
import { cmsKeys } from '@coursewise/contract/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';

/** The CMS paths of the spec's named pages; other pages (terms, privacy) are read by slug. */
const NAMED_PAGES: Record<string, string> = {
  home: 'cms/home-cms',
  about: 'cms/about-us-cms',
  faq: 'cms/faq-cms',
  contact: 'cms/contact-us-cms',
};

/** GET cms/…: a content page with its blocks (block bodies are HTML sanitised by the server). */
export function getCmsPage(slug: string, signal?: AbortSignal): Promise<CmsPage> {
  const path = NAMED_PAGES[slug] ?? `cms/details/${encodeURIComponent(slug)}`;
  return apiClient.get<CmsPage>(path, { signal });
}

export const cmsPageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: cmsKeys.page(slug), queryFn: ({ signal }) => getCmsPage(slug, signal) });

export function useCmsPage(slug: string) {
  return useQuery(cmsPageQueryOptions(slug));
}
