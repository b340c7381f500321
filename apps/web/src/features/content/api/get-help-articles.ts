import type { HelpArticle } from '@coursewise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET help/list: published help articles (bodies are sanitised HTML), in order. */
export function getHelpArticles(signal?: AbortSignal): Promise<HelpArticle[]> {
  return apiClient.get<HelpArticle[]>('help/list', { signal });
}

export const helpArticlesQueryOptions = () =>
  queryOptions({ queryKey: ['help-articles'], queryFn: ({ signal }) => getHelpArticles(signal) });

export function useHelpArticles() {
  return useQuery(helpArticlesQueryOptions());
}
