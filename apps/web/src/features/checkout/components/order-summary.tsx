import type { Payment } from '@coursewise/contract';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { CourseImage } from '../../../components/course/course-image';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { describeRate } from '../../../lib/currency';
import { pluralise } from '../../../lib/format';
import classes from './checkout.module.css';

interface OrderSummaryProps {
  payment: Payment;
  /** The chosen currency is being priced: these figures are about to change. */
  isRepricing?: boolean;
}

/** What is being bought: each course and the total as the server priced them, and the rate it used. */
export function OrderSummary({ payment, isRepricing = false }: OrderSummaryProps) {
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
          Order summary
        </Text>
        <ul className={classes.lines} aria-label="Courses in your order">
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
                    was {formatMoney(line.amount + line.discount, currency)}
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
            <Text size="sm">Coupon {payment.couponCode}</Text>
            <Text size="sm" className={classes.amount}>
              −{formatMoney(payment.discount, currency)}
            </Text>
          </Group>
        ) : null}
        <Divider />
        <Group justify="space-between" align="baseline" wrap="nowrap">
          <Text fw={700}>Total ({pluralise(lines.length, 'course')})</Text>
          <Text fw={800} fz={28} className={classes.amount}>
            {formatMoney(payment.amount, currency)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {currency === 'USD'
            ? 'Charged in USD. You pay exactly the total shown.'
            : `Charged in ${currency} at ${describeRate(payment.rate, currency)}. You pay exactly the total shown.`}
        </Text>
      </Stack>
    </Paper>
  );
}
