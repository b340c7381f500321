import type { Faq } from '@coursewise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET faq/list: published questions and answers (answers are sanitised HTML), in order. */
export function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  return apiClient.get<Faq[]>('faq/list', { signal });
}

export const faqsQueryOptions = () =>
  queryOptions({ queryKey: ['faqs'], queryFn: ({ signal }) => getFaqs(signal) });

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
