import { useLingui } from '@lingui/react';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { QueryError } from '../../components/query-error';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatMoney } from '../../lib/currency';
import { AdminPage } from '../components/admin-page';
import { formatCount } from '../lib/locale-text';
import { useDashboard } from './dashboard-api';
import { EnrolmentsChart, RatesPanel, RevenueChart } from './dashboard-charts';
import { daysAgo, useDashboardRange } from './dashboard-range';
import { StatCard } from './stat-card';
import { TopCourses } from './top-courses';

const PRESETS = [7, 30, 90] as const;

/** Sales, enrolments, completion and pass rates over a range of days (default: the last 30). */
export function DashboardPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const money = (amount: number, currency: Parameters<typeof formatMoney>[1]) =>
    formatMoney(amount, currency, null, locale);
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
          {_('console.dashboard.lastDays', { days })}
        </Button>
      ))}
      <TextInput
        type="date"
        label={_('console.dashboard.from')}
        size="xs"
        value={range.from ?? data?.from ?? ''}
        onChange={(event) => setRange({ ...range, from: event.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label={_('console.dashboard.to')}
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
        title={_('console.dashboard.loadError')}
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
            label={_('console.dashboard.revenue')}
            value={
              sold.length === 0 ? '—' : sold.map((total) => money(total.net, total.currency)).join(' · ')
            }
            hint={
              sold.length === 0
                ? _('console.dashboard.noSales')
                : _('console.dashboard.payments', { count: sold.reduce((n, t) => n + t.payments, 0) })
            }
          />
          <StatCard
            label={_('console.dashboard.enrolments')}
            value={formatCount(data.enrolments.total, locale)}
            hint={_('console.dashboard.enrolmentsHint')}
          />
          <StatCard
            label={_('console.dashboard.learners')}
            value={formatCount(data.totals.learners, locale)}
            hint={_('console.dashboard.published', { count: data.totals.publishedCourses })}
          />
          <StatCard
            label={_('console.dashboard.certificates')}
            value={formatCount(data.totals.certificates, locale)}
            hint={_('console.dashboard.certificatesHint')}
          />
          <StatCard
            label={_('console.dashboard.awaitingReview')}
            value={formatCount(data.totals.coursesAwaitingReview, locale)}
            hint={
              <Anchor component={Link} to="/admin/courses?awaitingReview=true" size="xs">
                {_('console.dashboard.submitted')}
              </Anchor>
            }
          />
        </SimpleGrid>
        {withCoupons.length > 0 ? (
          <Text size="sm">
            {_('console.dashboard.coupons', {
              count: withCoupons.reduce((n, t) => n + t.couponPayments, 0),
              discounts: withCoupons.map((total) => money(total.discounts, total.currency)).join(' · '),
            })}
          </Text>
        ) : null}
        {isQuiet ? (
          <EmptyState title={_('console.dashboard.quiet')} description={_('console.dashboard.quietHint')} />
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
      title={_('console.nav.dashboard')}
      description={
        data ? (
          <Text span size="sm">
            {_('console.dashboard.range', { from: data.from, to: data.to })}
          </Text>
        ) : undefined
      }
      actions={controls}
    >
      {body}
    </AdminPage>
  );
}
