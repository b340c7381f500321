import { Anchor, Group, Pagination, Skeleton, Table, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { AdminPage } from '../components/admin-page';
import { TOTALS_COLUMNS, TotalsCells } from './insight-totals-cells';
import { useInstructors } from './instructors-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /admin/instructors: each instructor's courses together over a range (default the last 30 days). */
export function InstructorsPage() {
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
        title="We could not load the instructors"
      />
    );
  else if (data && data.items.length === 0)
    body = (
      <EmptyState
        title={filters.search ? 'No instructor matches' : 'No instructors yet'}
        description="Make a user an instructor from the Users page."
      />
    );
  else if (data)
    body = (
      <>
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label="Instructors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Instructor</Table.Th>
                <Table.Th scope="col">Courses</Table.Th>
                {TOTALS_COLUMNS.map((column) => (
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
                  <Table.Td>{row.courses}</Table.Td>
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
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        ) : null}
      </>
    );

  return (
    <AdminPage
      title="Instructors"
      description={
        <Text span size="sm">
          Enrolments, revenue, completion and ratings of each instructor’s courses in the range (UTC).
        </Text>
      }
      actions={
        <Group gap="sm" align="flex-end">
          <TextInput
            label="Search"
            size="xs"
            defaultValue={filters.search ?? ''}
            onKeyDown={(event) => {
              if (event.key === 'Enter') update({ search: event.currentTarget.value.trim() || undefined });
            }}
          />
          <TextInput
            type="date"
            label="From"
            size="xs"
            value={filters.from ?? ''}
            onChange={(e) => update({ from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="To"
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
