import type { Purchase } from '@coursewise/contract';
import { purchaseKeys } from '@coursewise/contract/query-keys';
import { purchaseRoutes } from '@coursewise/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../api/get-courses';
import { call } from '../../../lib/api-client';

export const PURCHASES_PAGE_SIZE = 20;

/** GET purchase/list: a page of the signed-in learner's purchases, newest first. */
export function getPurchases(page: number, signal?: AbortSignal): Promise<Page<Purchase>> {
  return call(purchaseRoutes.listPurchases, {
    query: { page, limit: PURCHASES_PAGE_SIZE },
    signal,
  });
}

export const purchasesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: purchaseKeys.list(page),
    queryFn: ({ signal }) => getPurchases(page, signal),
    placeholderData: keepPreviousData,
  });

export function usePurchases(page: number) {
  return useQuery(purchasesQueryOptions(page));
}
