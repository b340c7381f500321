import type { InsightPeriod } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
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
import { useActiveLocale } from '../../i18n/use-active-locale';
import { AdminPage } from '../components/admin-page';
import { EnrolmentsChart, RatingsChart, RevenueChart } from '../insight/insight-charts';
import { periodChoices, rangeText } from '../insight/insight-words';
import { TotalsCells, totalsColumns } from './insight-totals-cells';
import { useInstructorInsight } from './instructors-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PERIODS: InsightPeriod[] = ['day', 'week', 'month'];

/** /admin/instructors/:instructorId: their courses together over time, and a row per course. */
export function InstructorInsightPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
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
  const columns = totalsColumns(_);

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={320} radius="md" />;
  else if (query.isError)
    body = (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={_('console.instructors.loadOneError')}
      />
    );
  else if (data)
    body = (
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Table aria-label={_('console.payouts.totals')}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
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
            {_('console.learner.courses')}
          </Title>
          {data.courses.length === 0 ? (
            <Text c="dimmed" size="sm">
              {_('console.instructors.noCourses')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label={_('console.learner.courses')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{_('console.learner.col.course')}</Table.Th>
                    {columns.map((column) => (
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
      title={
        data
          ? _('console.instructors.pageTitle', { name: data.instructor.name || data.instructor.email })
          : _('console.users.role.instructor')
      }
      description={
        data ? (
          <Text span size="sm">
            {rangeText(_, locale, data.from, data.to)}
          </Text>
        ) : undefined
      }
      actions={
        <Group gap="sm" align="flex-end">
          <Anchor component={Link} to="/admin/instructors" size="sm">
            {_('console.instructors.all')}
          </Anchor>
          <TextInput
            type="date"
            label={_('console.dashboard.from')}
            size="xs"
            value={range.from ?? data?.from ?? ''}
            onChange={(e) => update({ ...range, from: e.currentTarget.value || undefined })}
          />
          <TextInput
            type="date"
            label={_('console.dashboard.to')}
            size="xs"
            value={range.to ?? data?.to ?? ''}
            onChange={(e) => update({ ...range, to: e.currentTarget.value || undefined })}
          />
          <SegmentedControl
            size="xs"
            aria-label={_('console.insight.groupBy')}
            data={periodChoices(_)}
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
