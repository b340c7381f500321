import '@mantine/charts/styles.css';
import type { CurrencyCode, Dashboard } from '@coursewise/contract';
import { BarChart, LineChart } from '@mantine/charts';
import { Group, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';

const CURRENCY_COLORS: Record<CurrencyCode, string> = { USD: 'cyan.6', GBP: 'violet.6', EUR: 'pink.6' };

/** "23 Nov" for an axis. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Net revenue per day, one line per currency sold in (never added together: rates change). */
export function RevenueChart({ revenue }: { revenue: Dashboard['revenue'] }) {
  const currencies = revenue.totals
    .filter((total) => total.payments > 0 || total.net !== 0)
    .map((total) => total.currency);
  const data = revenue.days.map((day) => ({
    day: shortDay(day.day),
    ...Object.fromEntries(currencies.map((currency) => [currency, day.amounts[currency] / 100])),
  }));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Revenue per day
      </Title>
      {currencies.length === 0 ? (
        <Text c="dimmed" size="sm">
          No sales in this range.
        </Text>
      ) : (
        <LineChart
          h={260}
          data={data}
          dataKey="day"
          series={currencies.map((currency) => ({ name: currency, color: CURRENCY_COLORS[currency] }))}
          withLegend
          curveType="monotone"
          valueFormatter={(value) => value.toFixed(2)}
          role="figure"
          aria-label="Net revenue per day by currency"
        />
      )}
    </Paper>
  );
}

/** Courses bought per day (refunds left out), and how the range's enrolments came about. */
export function EnrolmentsChart({ enrolments }: { enrolments: Dashboard['enrolments'] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Enrolments per day
      </Title>
      {enrolments.total > 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {enrolments.bySource.sale} sold · {enrolments.bySource.free} free · {enrolments.bySource.grant}{' '}
          granted
        </Text>
      ) : null}
      {enrolments.total === 0 ? (
        <Text c="dimmed" size="sm">
          No enrolments in this range.
        </Text>
      ) : (
        <BarChart
          h={260}
          data={enrolments.days.map((day) => ({ day: shortDay(day.day), Enrolments: day.count }))}
          dataKey="day"
          series={[{ name: 'Enrolments', color: 'cyan.6' }]}
          role="figure"
          aria-label="Enrolments per day"
        />
      )}
    </Paper>
  );
}

function Rate(props: { label: string; rate: number | null; detail: string; color: string }) {
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
            {props.rate === null ? '—' : `${Math.round(value)}%`}
          </Text>
        }
        aria-hidden="true"
      />
      <Stack gap={2}>
        <Text fw={700}>{props.label}</Text>
        <Text size="sm" c="dimmed">
          {props.rate === null ? 'Nothing to measure yet' : `${props.rate.toFixed(1)}% · ${props.detail}`}
        </Text>
      </Stack>
    </Group>
  );
}

/** Completion of the range's enrolments and the final assessment's pass rate. */
export function RatesPanel({ data }: { data: Dashboard }) {
  const { completion, finalAssessment } = data;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Completion and pass rates
      </Title>
      <Stack gap="md">
        <Rate
          label="Completion"
          rate={completion.rate}
          detail={`${completion.completed} of ${completion.enrolments} enrolments completed`}
          color="teal.6"
        />
        <Rate
          label="Final assessment pass rate"
          rate={finalAssessment.rate}
          detail={`${finalAssessment.passed} of ${finalAssessment.takers} learners passed`}
          color="violet.6"
        />
      </Stack>
    </Paper>
  );
}
