import type { InsightPeriod } from '@coursewise/contract';
import {
  Anchor,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { AdminPage } from '../components/admin-page';
import { EnrolmentsChart, RatingsChart, RevenueChart } from '../insight/insight-charts';
import { TOTALS_COLUMNS, TotalsCells } from './insight-totals-cells';
import { useInstructorInsight } from './instructors-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PERIODS: InsightPeriod[] = ['day', 'week', 'month'];

/** /admin/instructors/:instructorId: their courses together over time, and a row per course. */
export function InstructorInsightPage() {
  const { instructorId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const range = { from: day('from'), to: day('to'), period: PERIODS.find((p) => p === params.get('period')) };
  const update = (next: typeof range) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search);
  };
  const query = useInstructorInsight(instructorId, range);
  const data = query.data;

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={320} radius="md" />;
  else if (query.isError)
    body = (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title="We could not load this instructor"
      />
    );
  else if (data)
    body = (
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Table aria-label="Totals">
            <Table.Thead>
              <Table.Tr>
                {TOTALS_COLUMNS.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <TotalsCells totals={data.totals} />
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Paper>
        <SimpleGrid cols={{ base: 1, lg: 3 }}>
          <EnrolmentsChart series={data.series} />
          <RevenueChart series={data.series} />
          <RatingsChart series={data.series} />
        </SimpleGrid>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Courses
          </Title>
          {data.courses.length === 0 ? (
            <Text c="dimmed" size="sm">
              This instructor teaches no course yet.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label="Courses">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Course</Table.Th>
                    {TOTALS_COLUMNS.map((column) => (
                      <Table.Th key={column} scope="col">
                        {column}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.courses.map((row) => (
                    <Table.Tr key={row.course.id}>
                      <Table.Th scope="row">
                        <Anchor component={Link} to={`/admin/courses/${row.course.id}/insight`}>
                          {row.course.title}
                        </Anchor>
                      </Table.Th>
                      <TotalsCells totals={row.totals} />
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </Stack>
    );

  return (
    <AdminPage
      title={data ? `Instructor: ${data.instructor.name || data.instructor.email}` : 'Instructor'}
      description={data ? <Text span size="sm">{`${data.from} to ${data.to} (UTC)`}</Text> : undefined}
      actions={
        <Group gap="sm" align="flex-end">
          <Anchor component={Link} to="/admin/instructors" size="sm">
            All instructors
          </Anchor>
          <TextInput
            type="date"
            label="From"
            size="xs"
            value={range.from ?? data?.from ?? ''}
            onChange={(e) => update({ ...range, from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label="To"
            size="xs"
            value={range.to ?? data?.to ?? ''}
            onChange={(e) => update({ ...range, to: e.currentTarget.value || undefined })}
          />
          <SegmentedControl
            size="xs"
            aria-label="Group by"
            data={[
              { value: 'day', label: 'Day' },
              { value: 'week', label: 'Week' },
              { value: 'month', label: 'Month' },
            ]}
            value={range.period ?? 'day'}
            onChange={(value) => update({ ...range, period: PERIODS.find((p) => p === value) })}
          />
        </Group>
      }
    >
      {body}
    </AdminPage>
  );
}
