import type { Payment } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { CourseImage } from '../../../components/course/course-image';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { describeRate } from '../../../lib/currency-conversion';
import classes from './checkout.module.css';

interface OrderSummaryProps {
  payment: Payment;
  /** The chosen currency is being priced: these figures are about to change. */
  isRepricing?: boolean;
}

/** What is being bought: each course and the total as the server priced them, and the rate it used. */
export function OrderSummary({ payment, isRepricing = false }: OrderSummaryProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const formatMoney = useMoneyFormatter();
  const { currency, lines } = payment;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      shadow="sm"
      component="section"
      aria-labelledby="order-summary-title"
      aria-busy={isRepricing}
      className={isRepricing ? classes.repricing : undefined}
    >
      <Stack gap="sm">
        <Text fw={700} id="order-summary-title">
          {_('commerce.orderSummary')}
        </Text>
        <ul className={classes.lines} aria-label={_('commerce.orderSummary.courses')}>
          {lines.map((line) => (
            <li key={line.courseId} className={classes.line}>
              <div className={classes.thumb} aria-hidden="true">
                <CourseImage src={line.imageUrl} srcSet={line.imageSrcSet} sizes="4rem" title={line.title} />
              </div>
              <Text size="sm" className={classes.lineTitle}>
                {line.title}
              </Text>
              {line.discount > 0 ? (
                <Stack gap={0} align="flex-end" className={classes.amount}>
                  <Text size="sm" fw={700}>
                    {formatMoney(line.amount, currency)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {_('commerce.was', { price: formatMoney(line.amount + line.discount, currency) })}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" fw={700} className={classes.amount}>
                  {formatMoney(line.amount, currency)}
                </Text>
              )}
            </li>
          ))}
        </ul>
        {payment.couponCode && payment.discount > 0 ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{_('commerce.coupon', { code: payment.couponCode })}</Text>
            <Text size="sm" className={classes.amount}>
              −{formatMoney(payment.discount, currency)}
            </Text>
          </Group>
        ) : null}
        <Divider />
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text fw={700}>{_('commerce.orderSummary.total', { count: lines.length })}</Text>
          <Text fw={800} fz={28} className={classes.amount}>
            {formatMoney(payment.amount, currency)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {currency === 'USD'
            ? _('commerce.orderSummary.chargedInUsd')
            : _('commerce.orderSummary.chargedAtRate', {
                currency,
                rate: describeRate(payment.rate, currency, locale),
              })}
        </Text>
      </Stack>
    </Paper>
  );
}
