import type { Route } from '@coursewise/contract/routes';
import type { ReactNode } from 'react';
import type { AdminListControls, AdminListId, ListRow } from '../lib/admin-list-params';
import { type AdminListPageOptions, useAdminListPage } from '../lib/use-admin-list-page';
import { AdminPage } from './admin-page';
import { DataTable } from './data-table';

interface AdminListPageProps<Id extends AdminListId> extends AdminListPageOptions<Id> {
  /** The list operation: its rows, sorts and filters type the page. */
  route: Route<Id>;
  title: string;
  description?: ReactNode;
  /** Buttons at the title's right ("New course"). */
  actions?: ReactNode;
  /** Names the table for screen readers ("Users"). */
  label: string;
  searchLabel?: string;
  isSearchable?: boolean;
  rowKey: (row: ListRow<Id>) => string;
  rowActions?: (row: ListRow<Id>) => ReactNode;
  /** The list's filters beside the search box (`FilterSelect`…), given the address's controls. */
  toolbar?: (controls: AdminListControls<Id>) => ReactNode;
  empty: { title: string; description?: string; action?: ReactNode };
  /** Dialogs the page opens from its rows. */
  children?: ReactNode;
}

/**
 * Every admin list page: title and actions, then the operation's rows in a table with search, the
 * list's filters, sortable columns, pages and the loading, empty and error states, all kept in the
 * address (`useAdminListPage`).
 */
export function AdminListPage<Id extends AdminListId>(props: AdminListPageProps<Id>) {
  const { route, columns, filters, defaultSort, defaultOrder, limit } = props;
  const { controls, query } = useAdminListPage(route, { columns, filters, defaultSort, defaultOrder, limit });
  return (
    <AdminPage title={props.title} description={props.description} actions={props.actions}>
      <DataTable
        label={props.label}
        searchLabel={props.searchLabel}
        isSearchable={props.isSearchable}
        query={query}
        controls={controls}
        columns={columns}
        rowKey={props.rowKey}
        rowActions={props.rowActions}
        toolbar={props.toolbar?.(controls)}
        empty={props.empty}
      />
      {props.children}
    </AdminPage>
  );
}
