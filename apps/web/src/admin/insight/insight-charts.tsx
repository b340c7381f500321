import '@mantine/charts/styles.css';
import type { CourseInsight, CurrencyCode } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { BarChart, LineChart } from '@mantine/charts';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatMoney } from '../../lib/currency';
import { formatCount, formatDay, formatDecimal } from '../lib/locale-text';
import { ChartFigure } from './chart-figure';

const CURRENCY_COLORS: Record<CurrencyCode, string> = { USD: 'cyan.6', GBP: 'violet.6', EUR: 'pink.6' };
const CURRENCIES: CurrencyCode[] = ['USD', 'GBP', 'EUR'];

type Series = CourseInsight['series'];

/** A tooltip's or an axis's figure with two decimals, in the locale's digits. */
const twoDecimals = (locale: Locale) => (value: number) => formatDecimal(value, locale, 2);

/** Enrolments per period, as bars. */
export function EnrolmentsChart({ series }: { series: Series }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const name = _('console.dashboard.enrolments');
  const total = series.enrolments.reduce((sum, row) => sum + row.count, 0);
  return (
    <ChartFigure
      title={name}
      description={_('console.insight.enrolmentsDescription')}
      columns={[_('console.insight.periodFrom'), name]}
      rows={series.enrolments.map((row) => [formatDay(row.start, locale), formatCount(row.count, locale)])}
      empty={total === 0 ? _('console.dashboard.noEnrolmentsLine') : undefined}
    >
      <BarChart
        h={220}
        data={series.enrolments.map((row) => ({ start: formatDay(row.start, locale), [name]: row.count }))}
        dataKey="start"
        series={[{ name, color: 'cyan.6' }]}
        valueFormatter={(value) => formatCount(value, locale)}
      />
    </ChartFigure>
  );
}

/** Sales net of refunds per period, a line per currency sold in (never added together). */
export function RevenueChart({ series }: { series: Series }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const sold = CURRENCIES.filter((currency) => series.revenue.some((row) => row.amounts[currency] > 0));
  return (
    <ChartFigure
      title={_('console.dashboard.revenue')}
      description={_('console.insight.revenueDescription')}
      columns={[_('console.insight.periodFrom'), ...sold]}
      rows={series.revenue.map((row) => [
        formatDay(row.start, locale),
        ...sold.map((c) => formatMoney(row.amounts[c], c, null, locale)),
      ])}
      empty={sold.length === 0 ? _('console.dashboard.noSalesLine') : undefined}
    >
      <LineChart
        h={220}
        data={series.revenue.map((row) => ({
          start: formatDay(row.start, locale),
          ...Object.fromEntries(sold.map((currency) => [currency, row.amounts[currency] / 100])),
        }))}
        dataKey="start"
        series={sold.map((currency) => ({ name: currency, color: CURRENCY_COLORS[currency] }))}
        withLegend
        valueFormatter={twoDecimals(locale)}
      />
    </ChartFigure>
  );
}

/** Reviews written per period and their average rating. */
export function RatingsChart({ series }: { series: Series }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const average = _('console.insight.average');
  const total = series.ratings.reduce((sum, row) => sum + row.count, 0);
  return (
    <ChartFigure
      title={_('console.insight.ratings')}
      description={_('console.insight.ratingsDescription')}
      columns={[_('console.insight.periodFrom'), _('console.nav.reviews'), average]}
      rows={series.ratings.map((row) => [
        formatDay(row.start, locale),
        formatCount(row.count, locale),
        row.average === null ? '—' : formatDecimal(row.average, locale, 2),
      ])}
      empty={total === 0 ? _('console.insight.noReviews') : undefined}
    >
      <BarChart
        h={220}
        data={series.ratings.map((row) => ({
          start: formatDay(row.start, locale),
          [average]: row.average ?? 0,
        }))}
        dataKey="start"
        series={[{ name: average, color: 'yellow.6' }]}
        yAxisProps={{ domain: [0, 5] }}
        valueFormatter={(value) =>
          locale === 'en' ? String(value) : value.toLocaleString(locale, { maximumFractionDigits: 2 })
        }
      />
    </ChartFigure>
  );
}

/** Where learners stop: per chapter in course order, those lost there, with reach and completion in the table. */
export function DropOffChart({ dropOff, enrolled }: { dropOff: CourseInsight['dropOff']; enrolled: number }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const completed = _('console.insight.dropOff.completed');
  const stopped = _('console.insight.dropOff.stopped');
  const label = (i: number) => `${i + 1}. ${dropOff[i]?.title ?? ''}`;
  return (
    <ChartFigure
      title={_('console.insight.dropOff.title')}
      description={_('console.insight.dropOff.description', { enrolled })}
      columns={[
        _('console.insight.dropOff.chapter'),
        _('console.insight.dropOff.opened'),
        completed,
        stopped,
      ]}
      rows={dropOff.map((row, i) => [
        label(i),
        formatCount(row.reached, locale),
        formatCount(row.completed, locale),
        formatCount(row.stopped, locale),
      ])}
      empty={
        dropOff.length === 0
          ? _('console.insight.dropOff.noChapters')
          : enrolled === 0
            ? _('console.insight.dropOff.noLearners')
            : undefined
      }
    >
      <BarChart
        h={Math.max(200, dropOff.length * 28)}
        orientation="vertical"
        data={dropOff.map((row, i) => ({
          chapter: label(i),
          [stopped]: row.stopped,
          [completed]: row.completed,
        }))}
        dataKey="chapter"
        series={[
          { name: completed, color: 'teal.6' },
          { name: stopped, color: 'red.6' },
        ]}
        withLegend
        valueFormatter={(value) => formatCount(value, locale)}
        yAxisProps={{ width: 160 }}
      />
    </ChartFigure>
  );
}
