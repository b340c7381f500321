import type { Faq } from '@coursewise/contract';
import { contentKeys } from '@coursewise/contract/query-keys';
import { contentRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET faq/list: published questions and answers (answers are sanitised HTML), in order. */
export function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  return call(contentRoutes.listFaqs, { signal });
}

export const faqsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.faqs, queryFn: ({ signal }) => getFaqs(signal) });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
