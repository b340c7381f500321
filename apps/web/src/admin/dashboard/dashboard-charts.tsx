import '@mantine/charts/styles.css';
import type { CurrencyCode, Dashboard } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { BarChart, LineChart } from '@mantine/charts';
import { Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { dateLocale, formatCount, formatPercent } from '../lib/locale-text';

const CURRENCY_COLORS: Record<CurrencyCode, string> = { USD: 'cyan.6', GBP: 'violet.6', EUR: 'pink.6' };

/** "23 Nov" for an axis. */
const shortDay = (day: string, locale: Locale) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(dateLocale(locale), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Net revenue per day, one line per currency sold in (never added together: rates change). */
export function RevenueChart({ revenue }: { revenue: Dashboard['revenue'] }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const currencies = revenue.totals
    .filter((total) => total.payments > 0 || total.net !== 0)
    .map((total) => total.currency);
  const data = revenue.days.map((day) => ({
    day: shortDay(day.day, locale),
    ...Object.fromEntries(currencies.map((currency) => [currency, day.amounts[currency] / 100])),
  }));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {_('console.dashboard.revenuePerDay')}
      </Title>
      {currencies.length === 0 ? (
        <Text c="dimmed" size="sm">
          {_('console.dashboard.noSalesLine')}
        </Text>
      ) : (
        <LineChart
          h={260}
          data={data}
          dataKey="day"
          series={currencies.map((currency) => ({ name: currency, color: CURRENCY_COLORS[currency] }))}
          withLegend
          curveType="monotone"
          valueFormatter={(value) =>
            locale === 'en'
              ? value.toFixed(2)
              : value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
          }
          role="figure"
          aria-label={_('console.dashboard.revenueChart')}
        />
      )}
    </Paper>
  );
}

/** Courses bought per day (refunds left out), and how the range's enrolments came about. */
export function EnrolmentsChart({ enrolments }: { enrolments: Dashboard['enrolments'] }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const series = _('console.dashboard.enrolments');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {_('console.dashboard.enrolmentsPerDay')}
      </Title>
      {enrolments.total > 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {_('console.dashboard.bySource', {
            sale: formatCount(enrolments.bySource.sale, locale),
            free: formatCount(enrolments.bySource.free, locale),
            grant: formatCount(enrolments.bySource.grant, locale),
          })}
        </Text>
      ) : null}
      {enrolments.total === 0 ? (
        <Text c="dimmed" size="sm">
          {_('console.dashboard.noEnrolmentsLine')}
        </Text>
      ) : (
        <BarChart
          h={260}
          data={enrolments.days.map((day) => ({ day: shortDay(day.day, locale), [series]: day.count }))}
          dataKey="day"
          series={[{ name: series, color: 'cyan.6' }]}
          role="figure"
          aria-label={_('console.dashboard.enrolmentsPerDay')}
        />
      )}
    </Paper>
  );
}

function Rate(props: { label: string; rate: number | null; detail: string; color: string }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const value = props.rate ?? 0;
  return (
    <Group gap="md" wrap="nowrap">
      <RingProgress
        size={96}
        thickness={10}
        roundCaps
        sections={[{ value, color: props.color }]}
        label={
          <Text ta="center" fw={700} size="sm">
            {props.rate === null ? '—' : formatPercent(value, locale)}
          </Text>
        }
        aria-hidden="true"
      />
      <Stack gap={2}>
        <Text fw={700}>{props.label}</Text>
        <Text size="sm" c="dimmed">
          {props.rate === null
            ? _('console.dashboard.nothingYet')
            : _('console.dashboard.rateDetail', {
                rate: formatPercent(props.rate, locale, 1),
                detail: props.detail,
              })}
        </Text>
      </Stack>
    </Group>
  );
}

/** Completion of the range's enrolments and the final assessment's pass rate. */
export function RatesPanel({ data }: { data: Dashboard }) {
  const { _ } = useLingui();
  const { completion, finalAssessment } = data;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {_('console.dashboard.rates')}
      </Title>
      <Stack gap="md">
        <Rate
          label={_('console.dashboard.completion')}
          rate={completion.rate}
          detail={_('console.dashboard.completionDetail', {
            completed: completion.completed,
            count: completion.enrolments,
          })}
          color="teal.6"
        />
        <Rate
          label={_('console.dashboard.passRate')}
          rate={finalAssessment.rate}
          detail={_('console.dashboard.passDetail', {
            passed: finalAssessment.passed,
            count: finalAssessment.takers,
          })}
          color="violet.6"
        />
      </Stack>
    </Paper>
  );
}
