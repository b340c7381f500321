import type { Paged } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Center, Container, type MantineSize, Pagination, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';
import { EmptyState } from './empty-state';
import { QueryError } from './query-error';

/** `?page=` as a whole number from 1; anything else is the first page. */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const value = Number(params.get('page'));
  const page = Number.isInteger(value) && value >= 1 ? value : 1;
  return [page, (next) => setParams(next > 1 ? { page: String(next) } : {})];
}

interface PagedListPageProps<T> {
  title: string;
  /** "3 courses": what the total counts, shown under the title once known. */
  countLabel: (total: number) => string;
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPageChange: (page: number) => void;
  loading: ReactNode;
  errorTitle: string;
  empty: { title: string; description: string; actionLabel?: string; actionTo?: string };
  children: (items: T[]) => ReactNode;
  size?: MantineSize;
}

/**
 * A signed-in learner's list page (purchases, wishlist, My learning, certificates): title and count,
 * loading, error with retry, an empty state that leads somewhere, a page past the end, and the pager.
 */
export function PagedListPage<T>(props: PagedListPageProps<T>) {
  const { query, page, onPageChange, empty } = props;
  const { _ } = useLingui();
  usePageTitle(props.title);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.limit)) : 1;

  let body: ReactNode;
  if (query.isPending) body = props.loading;
  else if (query.isError)
    body = <QueryError error={query.error} onRetry={() => void query.refetch()} title={props.errorTitle} />;
  else if (query.data.items.length === 0 && page > 1)
    body = (
      <EmptyState
        title={_('shared.pager.emptyPage')}
        action={
          <Button variant="default" onClick={() => onPageChange(1)}>
            {_('shared.pager.toFirstPage')}
          </Button>
        }
      />
    );
  else if (query.data.items.length === 0)
    body = (
      <EmptyState
        title={empty.title}
        description={empty.description}
        action={
          <Button component={Link} to={empty.actionTo ?? '/courses'}>
            {empty.actionLabel ?? _('home.browse')}
          </Button>
        }
      />
    );
  else
    body = (
      <>
        {props.children(query.data.items)}
        {pages > 1 ? (
          <Center component="nav" aria-label={_('shared.pager.nav')}>
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={onPageChange}
              getItemProps={(item) => ({ 'aria-label': _('shared.pager.page', { page: item }) })}
            />
          </Center>
        ) : null}
      </>
    );

  return (
    <Container size={props.size ?? 'lg'} py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{props.title}</Title>
          <Text c="dimmed" role="status">
            {query.data ? props.countLabel(query.data.total) : ''}
          </Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
