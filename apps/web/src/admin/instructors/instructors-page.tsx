import { useLingui } from '@lingui/react';
import { Anchor, Group, Pagination, Skeleton, Table, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { AdminPage } from '../components/admin-page';
import { formatCount } from '../lib/locale-text';
import { TotalsCells, totalsColumns } from './insight-totals-cells';
import { useInstructors } from './instructors-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /admin/instructors: each instructor's courses together over a range (default the last 30 days). */
export function InstructorsPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const [params, setParams] = useSearchParams();
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const filters = {
    from: day('from'),
    to: day('to'),
    search: params.get('search') || undefined,
    page: Number(params.get('page')) > 1 ? Number(params.get('page')) : undefined,
  };
  const update = (changes: Partial<typeof filters>) => {
    const next = { ...filters, page: undefined, ...changes };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, String(value));
    setParams(search);
  };
  const query = useInstructors(filters);
  const data = query.data;

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={240} radius="md" />;
  else if (query.isError)
    body = (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={_('console.instructors.loadError')}
      />
    );
  else if (data && data.items.length === 0)
    body = (
      <EmptyState
        title={filters.search ? _('console.instructors.noMatch') : _('console.instructors.empty')}
        description={_('console.instructors.emptyHint')}
      />
    );
  else if (data)
    body = (
      <>
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={_('console.nav.instructors')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{_('console.users.role.instructor')}</Table.Th>
                <Table.Th scope="col">{_('console.learner.courses')}</Table.Th>
                {totalsColumns(_).map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Th scope="row">
                    <Anchor component={Link} to={`/admin/instructors/${row.id}`}>
                      {row.name || row.email}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {row.email}
                    </Text>
                  </Table.Th>
                  <Table.Td>{formatCount(row.courses, locale)}</Table.Td>
                  <TotalsCells totals={row.totals} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data.total > data.limit ? (
          <Pagination
            mt="md"
            total={Math.ceil(data.total / data.limit)}
            value={data.page}
            onChange={(page) => update({ ...filters, page })}
            getControlProps={(control) => ({
              'aria-label': _('console.instructors.pageControl', { control }),
            })}
          />
        ) : null}
      </>
    );

  return (
    <AdminPage
      title={_('console.nav.instructors')}
      description={
        <Text span size="sm">
          {_('console.instructors.description')}
        </Text>
      }
      actions={
        <Group gap="sm" align="flex-end">
          <TextInput
            label={_('console.table.search')}
            size="xs"
            defaultValue={filters.search ?? ''}
            onKeyDown={(event) => {
              if (event.key === 'Enter') update({ search: event.currentTarget.value.trim() || undefined });
            }}
          />
          <TextInput
            type="date"
            label={_('console.dashboard.from')}
            size="xs"
            value={filters.from ?? ''}
            onChange={(e) => update({ from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={_('console.dashboard.to')}
            size="xs"
            value={filters.to ?? ''}
            onChange={(e) => update({ to: e.currentTarget.value || undefined })}
          />
        </Group>
      }
    >
      {body}
    </AdminPage>
  );
}
