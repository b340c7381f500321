import { adminSalesRoutes } from '@coursewise/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRead } from '../api/admin-api';

export interface DashboardRange {
  from?: string;
  to?: string;
}

/** GET admin/dashboard?from=&to= (UTC days; the server defaults to the last 30 days). */
export function useDashboard(range: DashboardRange) {
  const query = { from: range.from, to: range.to };
  return useQuery({
    ...adminRead(adminSalesRoutes.adminGetDashboard, { query }),
    placeholderData: keepPreviousData,
  });
}
