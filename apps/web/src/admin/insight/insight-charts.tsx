import '@mantine/charts/styles.css';
import type { CourseInsight, CurrencyCode } from '@coursewise/contract';
import { BarChart, LineChart } from '@mantine/charts';
import { formatMoney } from '../../lib/currency';
import { ChartFigure } from './chart-figure';

const CURRENCY_COLORS: Record<CurrencyCode, string> = { USD: 'cyan.6', GBP: 'violet.6', EUR: 'pink.6' };
const CURRENCIES: CurrencyCode[] = ['USD', 'GBP', 'EUR'];

type Series = CourseInsight['series'];

/** Enrolments per period, as bars. */
export function EnrolmentsChart({ series }: { series: Series }) {
  const total = series.enrolments.reduce((sum, row) => sum + row.count, 0);
  return (
    <ChartFigure
      title="Enrolments"
      description="Enrolments per period (refunded ones left out)"
      columns={['Period from', 'Enrolments']}
      rows={series.enrolments.map((row) => [row.start, row.count])}
      empty={total === 0 ? 'No enrolments in this range.' : undefined}
    >
      <BarChart
        h={220}
        data={series.enrolments.map((row) => ({ start: row.start, Enrolments: row.count }))}
        dataKey="start"
        series={[{ name: 'Enrolments', color: 'cyan.6' }]}
      />
    </ChartFigure>
  );
}

/** Sales net of refunds per period, a line per currency sold in (never added together). */
export function RevenueChart({ series }: { series: Series }) {
  const sold = CURRENCIES.filter((currency) => series.revenue.some((row) => row.amounts[currency] > 0));
  return (
    <ChartFigure
      title="Revenue"
      description="Sales net of refunds per period, by currency"
      columns={['Period from', ...sold]}
      rows={series.revenue.map((row) => [row.start, ...sold.map((c) => formatMoney(row.amounts[c], c))])}
      empty={sold.length === 0 ? 'No sales in this range.' : undefined}
    >
      <LineChart
        h={220}
        data={series.revenue.map((row) => ({
          start: row.start,
          ...Object.fromEntries(sold.map((currency) => [currency, row.amounts[currency] / 100])),
        }))}
        dataKey="start"
        series={sold.map((currency) => ({ name: currency, color: CURRENCY_COLORS[currency] }))}
        withLegend
        valueFormatter={(value) => value.toFixed(2)}
      />
    </ChartFigure>
  );
}

/** Reviews written per period and their average rating. */
export function RatingsChart({ series }: { series: Series }) {
  const total = series.ratings.reduce((sum, row) => sum + row.count, 0);
  return (
    <ChartFigure
      title="Ratings"
      description="Reviews per period and their average rating (out of 5)"
      columns={['Period from', 'Reviews', 'Average']}
      rows={series.ratings.map((row) => [row.start, row.count, row.average?.toFixed(2) ?? '—'])}
      empty={total === 0 ? 'No reviews in this range.' : undefined}
    >
      <BarChart
        h={220}
        data={series.ratings.map((row) => ({ start: row.start, Average: row.average ?? 0 }))}
        dataKey="start"
        series={[{ name: 'Average', color: 'yellow.6' }]}
        yAxisProps={{ domain: [0, 5] }}
      />
    </ChartFigure>
  );
}

/** Where learners stop: per chapter in course order, those lost there, with reach and completion in the table. */
export function DropOffChart({ dropOff, enrolled }: { dropOff: CourseInsight['dropOff']; enrolled: number }) {
  const label = (i: number) => `${i + 1}. ${dropOff[i]?.title ?? ''}`;
  return (
    <ChartFigure
      title="Drop-off per chapter"
      description={`Of the ${enrolled} learners who enrolled in the range: who opened and completed each chapter, and who stopped there`}
      columns={['Chapter', 'Opened', 'Completed', 'Stopped here']}
      rows={dropOff.map((row, i) => [label(i), row.reached, row.completed, row.stopped])}
      empty={
        dropOff.length === 0
          ? 'This course has no chapters yet.'
          : enrolled === 0
            ? 'No learners enrolled in this range.'
            : undefined
      }
    >
      <BarChart
        h={Math.max(200, dropOff.length * 28)}
        orientation="vertical"
        data={dropOff.map((row, i) => ({
          chapter: label(i),
          'Stopped here': row.stopped,
          Completed: row.completed,
        }))}
        dataKey="chapter"
        series={[
          { name: 'Completed', color: 'teal.6' },
          { name: 'Stopped here', color: 'red.6' },
        ]}
        withLegend
        yAxisProps={{ width: 160 }}
      />
    </ChartFigure>
  );
}
