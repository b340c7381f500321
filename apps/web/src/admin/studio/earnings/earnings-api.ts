import type { EarningsPage, PayoutStatement, StatementQuery } from '@coursewise/contract';
import { instructorEarningsRoutes } from '@coursewise/contract/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { fetchFile, saveBlob } from '../../../lib/api-file';

export const EARNINGS_PAGE_SIZE = 20;

/** Query keys of the studio's money pages. */
export const earningsKeys = {
  all: ['instructor-earnings'] as const,
  list: (page: number, month: string | null) => ['instructor-earnings', 'list', page, month] as const,
  payouts: ['instructor-earnings', 'payouts'] as const,
};

/** GET instructor/earnings: a page of my lines (newest first) and the filter's totals per currency. */
export function useEarnings(page: number, month: string | null) {
  return useQuery({
    queryKey: earningsKeys.list(page, month),
    queryFn: ({ signal }): Promise<EarningsPage> =>
      call(instructorEarningsRoutes.instructorEarnings, {
        query: { page, limit: EARNINGS_PAGE_SIZE, ...(month ? { month } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET instructor/payouts: my statements by month, newest first. */
export function usePayouts() {
  return useQuery({
    queryKey: earningsKeys.payouts,
    queryFn: ({ signal }): Promise<PayoutStatement[]> =>
      call(instructorEarningsRoutes.instructorPayouts, { signal }),
  });
}

/** GET instructor/payouts/{month}/statement?format=, saved as statement-<month>.<format>. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: async ({ month, format }: { month: string; format: StatementQuery['format'] }) => {
      const file = await fetchFile(instructorEarningsRoutes.instructorStatement, { month }, { format });
      saveBlob(file, `statement-${month}.${format}`);
    },
    // The page says what went wrong beside the buttons: no toast repeating it.
    meta: { silentError: true },
  });
}
