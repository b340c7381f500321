import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { formatMoney } from '../../lib/currency';
import { pluralise } from '../../lib/format';
import { AdminPage } from '../components/admin-page';
import { useDashboard } from './dashboard-api';
import { EnrolmentsChart, RatesPanel, RevenueChart } from './dashboard-charts';
import { daysAgo, useDashboardRange } from './dashboard-range';
import { StatCard } from './stat-card';
import { TopCourses } from './top-courses';

const PRESETS = [7, 30, 90] as const;

const paymentsHint = (count: number) => `${count} payment${count === 1 ? '' : 's'}, net of refunds`;

/** Sales, enrolments, completion and pass rates over a range of days (default: the last 30). */
export function DashboardPage() {
  const [range, setRange] = useDashboardRange();
  const query = useDashboard(range);
  const data = query.data;

  const controls = (
    <Group gap="sm" align="flex-end">
      {PRESETS.map((days) => (
        <Button
          key={days}
          size="xs"
          variant="default"
          onClick={() => setRange({ from: daysAgo(days - 1), to: daysAgo(0) })}
        >
          Last {days} days
        </Button>
      ))}
      <TextInput
        type="date"
        label="From"
        size="xs"
        value={range.from ?? data?.from ?? ''}
        onChange={(event) => setRange({ ...range, from: event.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label="To"
        size="xs"
        value={range.to ?? data?.to ?? ''}
        onChange={(event) => setRange({ ...range, to: event.currentTarget.value || undefined })}
      />
    </Group>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton height={320} radius="md" />;
  } else if (query.isError) {
    body = (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title="We could not load the dashboard"
      />
    );
  } else if (data) {
    const sold = data.revenue.totals.filter((total) => total.payments > 0 || total.net !== 0);
    const withCoupons = data.revenue.totals.filter((total) => total.couponPayments > 0);
    const isQuiet = sold.length === 0 && data.enrolments.total === 0 && data.finalAssessment.takers === 0;
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <StatCard
            label="Revenue"
            value={
              sold.length === 0
                ? '—'
                : sold.map((total) => formatMoney(total.net, total.currency)).join(' · ')
            }
            hint={
              sold.length === 0
                ? 'No sales in this range'
                : paymentsHint(sold.reduce((n, t) => n + t.payments, 0))
            }
          />
          <StatCard label="Enrolments" value={data.enrolments.total} hint="Courses bought in this range" />
          <StatCard
            label="Learners"
            value={data.totals.learners}
            hint={`${data.totals.publishedCourses} published courses`}
          />
          <StatCard label="Certificates" value={data.totals.certificates} hint="Issued and valid" />
          <StatCard
            label="Awaiting review"
            value={data.totals.coursesAwaitingReview}
            hint={
              <Anchor component={Link} to="/admin/courses?awaitingReview=true" size="xs">
                Courses instructors submitted
              </Anchor>
            }
          />
        </SimpleGrid>
        {withCoupons.length > 0 ? (
          <Text size="sm">
            Coupons:{' '}
            {pluralise(
              withCoupons.reduce((n, t) => n + t.couponPayments, 0),
              'payment',
            )}{' '}
            used a code,{' '}
            {withCoupons.map((total) => formatMoney(total.discounts, total.currency)).join(' · ')} off
          </Text>
        ) : null}
        {isQuiet ? (
          <EmptyState
            title="Nothing happened in this range"
            description="No sales, enrolments or final attempts between these days. Try a longer range."
          />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <RevenueChart revenue={data.revenue} />
              <EnrolmentsChart enrolments={data.enrolments} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, lg: 3 }}>
              <RatesPanel data={data} />
              <TopCourses top={data.topCourses} />
            </SimpleGrid>
          </>
        )}
      </Stack>
    );
  }

  return (
    <AdminPage
      title="Dashboard"
      description={data ? <Text span size="sm">{`${data.from} to ${data.to} (UTC)`}</Text> : undefined}
      actions={controls}
    >
      {body}
    </AdminPage>
  );
}
