import { adminSalesRoutes } from '@coursewise/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { adminKeys } from '../api/admin-api';

export const DASHBOARD = 'dashboard';

export interface DashboardRange {
  from?: string;
  to?: string;
}

/** GET admin/dashboard?from=&to= (UTC days; the server defaults to the last 30 days). */
export function useDashboard(range: DashboardRange) {
  const query = { from: range.from, to: range.to };
  return useQuery({
    queryKey: adminKeys.list(DASHBOARD, query),
    queryFn: ({ signal }) => call(adminSalesRoutes.adminGetDashboard, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
