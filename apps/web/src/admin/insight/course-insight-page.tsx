import type { InsightPeriod, InsightTotals } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import {
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatMoney } from '../../lib/currency';
import { formatCount, formatDecimal, formatPercent } from '../lib/locale-text';
import { type InsightRange, type InsightSource, useCourseInsight } from './insight-api';
import { DropOffChart, EnrolmentsChart, RatingsChart, RevenueChart } from './insight-charts';
import { periodChoices, rangeText } from './insight-words';
import { QuizItems } from './quiz-items';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PERIODS: InsightPeriod[] = ['day', 'week', 'month'];

/** The range in the address (`?from=&to=&period=`); malformed values are left to the server's default. */
function useInsightRange(): [InsightRange, (range: InsightRange) => void] {
  const [params, setParams] = useSearchParams();
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const period = PERIODS.find((p) => p === params.get('period'));
  const setRange = (next: InsightRange) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search);
  };
  return [{ from: day('from'), to: day('to'), period }, setRange];
}

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

function Totals({ totals }: { totals: InsightTotals }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const { completion, ratings } = totals;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Stat
        label={_('console.dashboard.enrolments')}
        value={formatCount(totals.enrolments, locale)}
        hint={_('console.insight.enrolmentsHint')}
      />
      <Stat
        label={_('console.dashboard.revenue')}
        value={
          totals.revenue.length === 0
            ? '—'
            : totals.revenue.map((r) => formatMoney(r.amount, r.currency, null, locale)).join(' · ')
        }
        hint={_('console.insight.revenueHint')}
      />
      <Stat
        label={_('console.dashboard.completion')}
        value={completion.rate === null ? '—' : formatPercent(completion.rate, locale, 1)}
        hint={_('console.insight.completionHint', {
          completed: completion.completed,
          enrolled: completion.enrolled,
        })}
      />
      <Stat
        label={_('console.insight.averageRating')}
        value={ratings.average === null ? '—' : formatDecimal(ratings.average, locale, 2)}
        hint={_('console.insight.reviewsInRange', { count: ratings.count })}
      />
    </SimpleGrid>
  );
}

/**
 * How a course does: enrolments, revenue, completion, drop-off per chapter, quiz questions and ratings
 * over a range. `source` picks the studio's operation (courses the caller teaches) or the console's.
 */
export function CourseInsightPage({ courseId, source }: { courseId: string; source: InsightSource }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const [range, setRange] = useInsightRange();
  const query = useCourseInsight(source, courseId, range);
  const data = query.data;

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={320} radius="md" />;
  else if (query.isError)
    body = (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        title={_('console.insight.loadError')}
      />
    );
  else if (data)
    body = (
      <Stack gap="md">
        <Totals totals={data.totals} />
        <DropOffChart dropOff={data.dropOff} enrolled={data.totals.completion.enrolled} />
        <SimpleGrid cols={{ base: 1, lg: 3 }}>
          <EnrolmentsChart series={data.series} />
          <RevenueChart series={data.series} />
          <RatingsChart series={data.series} />
        </SimpleGrid>
        <QuizItems items={data.quizItems} />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {data
              ? _('console.insight.title', { title: data.course.title })
              : _('console.insight.courseInsight')}
          </Title>
          {data ? (
            <Text size="sm" c="dimmed">
              {rangeText(_, locale, data.from, data.to)}
            </Text>
          ) : null}
        </div>
        <Group gap="sm" align="flex-end">
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
          <SegmentedControl
            size="xs"
            aria-label={_('console.insight.groupBy')}
            data={periodChoices(_)}
            value={range.period ?? 'day'}
            onChange={(value) => setRange({ ...range, period: value as InsightPeriod })}
          />
        </Group>
      </Group>
      {body}
    </Stack>
  );
}
