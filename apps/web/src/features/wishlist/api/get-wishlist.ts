import type { CourseSummary } from '@coursewise/contract';
import { wishlistKeys } from '@coursewise/contract/query-keys';
import { wishlistRoutes } from '@coursewise/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../api/get-courses';
import { call } from '../../../lib/api-client';

export const WISHLIST_PAGE_SIZE = 12;

/** GET wish/list: a page of the signed-in learner's wishlisted courses. */
export function getWishlist(page: number, signal?: AbortSignal): Promise<Page<CourseSummary>> {
  return call(wishlistRoutes.listWishlist, {
    query: { page, limit: WISHLIST_PAGE_SIZE },
    signal,
  });
}

export const wishlistQueryOptions = (page: number) =>
  queryOptions({ queryKey: wishlistKeys.page(page), queryFn: ({ signal }) => getWishlist(page, signal) });

export function useWishlist(page: number) {
  return useQuery(wishlistQueryOptions(page));
}
