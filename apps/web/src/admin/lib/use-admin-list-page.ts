import type { Route } from '@coursewise/contract/routes';
import { useAdminList } from '../api/admin-api';
import { type ListColumns, sortsOf } from '../components/data-table';
import { type AdminListId, type AdminListOptions, useAdminListParams } from './admin-list-params';

export interface AdminListPageOptions<Id extends AdminListId> extends Omit<AdminListOptions<Id>, 'sorts'> {
  /** The table's columns; those with a `sort` are the sorts the address may ask for. */
  columns: ListColumns<Id>;
}

/**
 * One admin list page's data: the search, sort, page and filters in the address, and the page of rows
 * the operation answers for them, both typed by the route. Hand `controls`, `query` and `columns` to
 * `<DataTable>` (and `controls` to the filters).
 */
export function useAdminListPage<Id extends AdminListId>(
  route: Route<Id>,
  options: AdminListPageOptions<Id>,
) {
  const controls = useAdminListParams(route, { ...options, sorts: sortsOf(options.columns) });
  const query = useAdminList(route, controls.params);
  return { controls, query, columns: options.columns };
}
