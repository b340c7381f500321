import type { Paged } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import {
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import type { AdminListId, ListRow, ListSort, SortOrder } from '../lib/admin-list-params';
import classes from './data-table.module.css';

export interface DataTableColumn<T, Sort extends string = never> {
  /** The column's name (React's key). */
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** The `sort` value sent when the column sorts the list: one of the operation's sorts. */
  sort?: Sort;
  width?: number | string;
}

/** The columns of the admin list `Id`: its rows, and its operation's sorts. */
export type ListColumns<Id extends AdminListId> = ReadonlyArray<DataTableColumn<ListRow<Id>, ListSort<Id>>>;

/** The sorts a list's columns offer, for `useAdminListParams({ sorts })`. */
export const sortsOf = <T, Sort extends string>(columns: ReadonlyArray<DataTableColumn<T, Sort>>): Sort[] =>
  columns.flatMap((column) => (column.sort === undefined ? [] : [column.sort]));

/** What the table reads and changes of a list's controls (`useAdminListParams`). */
export interface TableControls<Sort extends string> {
  params: {
    page: number;
    limit: number;
    search: string;
    sort: Sort | undefined;
    order: SortOrder;
    filters: object;
  };
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
  toggleSort: (column: Sort) => void;
}

interface DataTableProps<T, Sort extends string> {
  /** Names the table for screen readers ("Users"). */
  label: string;
  query: UseQueryResult<Paged<T>>;
  controls: TableControls<Sort>;
  columns: ReadonlyArray<DataTableColumn<T, Sort>>;
  rowKey: (row: T) => string;
  /** Buttons shown at the end of each row (edit, delete…). */
  rowActions?: (row: T) => ReactNode;
  /** Filters shown beside the search box. */
  toolbar?: ReactNode;
  searchLabel?: string;
  /** Hide the search box for lists the server cannot search. */
  isSearchable?: boolean;
  empty: { title: string; description?: string; action?: ReactNode };
}

function SortButton(props: { header: string; state: 'asc' | 'desc' | 'none'; onClick: () => void }) {
  const arrow = props.state === 'asc' ? '▲' : props.state === 'desc' ? '▼' : '↕';
  return (
    <button type="button" className={classes.sortButton} onClick={props.onClick}>
      {props.header}
      <span aria-hidden="true" className={classes.sortArrow}>
        {arrow}
      </span>
    </button>
  );
}

/** The search box: applies on Enter or "Search", and follows the address when it changes. */
function SearchBox({
  value,
  label,
  onSearch,
}: {
  value: string;
  label: string;
  onSearch: (value: string) => void;
}) {
  const { _ } = useLingui();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to happy-dom.
    <form role="search" onSubmit={submit} className={classes.search}>
      <TextInput
        aria-label={label}
        placeholder={label}
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        className={classes.searchInput}
      />
      <Button type="submit" variant="default">
        {_('console.table.search')}
      </Button>
    </form>
  );
}

/**
 * The admin list table: search, sortable headers, paging (all in the URL through `controls`), loading,
 * empty and error states, and per-row actions. Everything is a native button or link, so the keyboard
 * reaches it in order.
 */
export function DataTable<T, Sort extends string = never>(props: DataTableProps<T, Sort>) {
  const { query, controls, columns, rowActions, empty } = props;
  const { _ } = useLingui();
  const { params } = controls;
  const captionId = useId();
  const total = query.data?.total ?? 0;
  const limit = query.data?.limit ?? params.limit;
  const pages = Math.max(1, Math.ceil(total / limit));
  const columnCount = columns.length + (rowActions ? 1 : 0);

  let body: ReactNode;
  if (query.isPending) {
    body = Array.from({ length: 3 }, (_, row) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
      <Table.Tr key={row}>
        <Table.Td colSpan={columnCount}>
          <Skeleton height={20} />
        </Table.Td>
      </Table.Tr>
    ));
  } else if (query.data) {
    body = query.data.items.map((row) => (
      <Table.Tr key={props.rowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key}>{column.render(row)}</Table.Td>
        ))}
        {rowActions ? (
          <Table.Td>
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              {rowActions(row)}
            </Group>
          </Table.Td>
        ) : null}
      </Table.Tr>
    ));
  }

  const isEmpty = query.data !== undefined && query.data.items.length === 0;
  const hasCriteria = params.search !== '' || Object.keys(params.filters).length > 0;
  const first = (params.page - 1) * limit + 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {props.isSearchable === false ? (
          <span />
        ) : (
          <SearchBox
            value={params.search}
            label={props.searchLabel ?? _('console.table.search')}
            onSearch={controls.setSearch}
          />
        )}
        <Group gap="sm" align="flex-end">
          {props.toolbar}
          {query.isFetching && !query.isPending ? (
            <Loader size="sm" role="status" aria-label={_('console.table.updating')} />
          ) : null}
        </Group>
      </Group>

      {query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={_('console.table.loadError', { label: props.label.toLowerCase(), Label: props.label })}
        />
      ) : isEmpty && params.page > 1 ? (
        <EmptyState
          title={_('console.table.emptyPage')}
          action={
            <Button variant="default" onClick={() => controls.setPage(1)}>
              {_('console.table.firstPage')}
            </Button>
          }
        />
      ) : isEmpty && hasCriteria ? (
        <EmptyState title={_('console.table.noMatch')} description={_('console.table.noMatchHint')} />
      ) : isEmpty ? (
        <EmptyState title={empty.title} description={empty.description} action={empty.action} />
      ) : (
        <Paper withBorder radius="md">
          {/* Native scrolling, and focusable: on a phone the table overflows and the keyboard must scroll it. */}
          <Table.ScrollContainer
            minWidth={640}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={_('console.table.region', { label: props.label })}
          >
            <Table striped highlightOnHover aria-labelledby={captionId} aria-busy={query.isFetching}>
              <caption id={captionId} className={classes.caption}>
                {props.label}
              </caption>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => {
                    const { sort } = column;
                    const state = sort !== undefined && params.sort === sort ? params.order : 'none';
                    const ariaSort =
                      state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : undefined;
                    return (
                      <Table.Th
                        key={column.key}
                        aria-sort={sort !== undefined ? (ariaSort ?? 'none') : undefined}
                        w={column.width}
                      >
                        {sort !== undefined ? (
                          <SortButton
                            header={column.header}
                            state={state}
                            onClick={() => controls.toggleSort(sort)}
                          />
                        ) : (
                          column.header
                        )}
                      </Table.Th>
                    );
                  })}
                  {rowActions ? (
                    <Table.Th>
                      <span className={classes.visuallyHidden}>{_('console.table.actions')}</span>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{body}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}

      {query.data && total > 0 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {_('console.table.range', {
              first,
              last: Math.min(first + query.data.items.length - 1, total),
              total,
            })}
          </Text>
          {pages > 1 ? (
            <nav aria-label={_('console.table.pagination')}>
              <Pagination
                total={pages}
                value={Math.min(params.page, pages)}
                onChange={controls.setPage}
                getItemProps={(item) => ({ 'aria-label': _('console.table.page', { page: item }) })}
              />
            </nav>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
