import type { HelpArticle } from '@coursewise/contract';
import { contentKeys } from '@coursewise/contract/query-keys';
import { contentRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET help/list: published help articles (bodies are sanitised HTML), in order. */
export function getHelpArticles(signal?: AbortSignal): Promise<HelpArticle[]> {
  return call(contentRoutes.listHelpArticles, { signal });
}

export const helpArticlesQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.helpArticles, queryFn: ({ signal }) => getHelpArticles(signal) });

export function useHelpArticles() {
  return useQuery(helpArticlesQueryOptions());
}
