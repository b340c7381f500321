import type { Testimonial } from '@coursewise/contract';
import { testimonialKeys } from '@coursewise/contract/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET testimonial/list: published testimonials, in the order the editors chose. */
export function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiClient.get<Testimonial[]>('testimonial/list', { signal });
}

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: testimonialKeys.all, queryFn: ({ signal }) => getTestimonials(signal) });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
