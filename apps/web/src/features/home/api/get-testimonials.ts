import type { Testimonial } from '@coursewise/contract';
import { testimonialKeys } from '@coursewise/contract/query-keys';
import { contentRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET testimonial/list: published testimonials, in the order the editors chose. */
export function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return call(contentRoutes.listTestimonials, { signal });
}

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: testimonialKeys.all, queryFn: ({ signal }) => getTestimonials(signal) });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
