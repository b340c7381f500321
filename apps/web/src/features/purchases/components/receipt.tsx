import type { Payment } from '@coursewise/contract';
import { Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { useSiteName } from '../../../hooks/use-site-name';
import { describeRate } from '../../../lib/currency';
import { formatDate } from '../../../lib/format';
import { describeCard } from '../lib/card-label';
import classes from './receipt.module.css';

/** A paid order as a receipt: who sold it, its number and date, each course, the total and the card. */
export function Receipt({ payment }: { payment: Payment }) {
  const siteName = useSiteName();
  const formatMoney = useMoneyFormatter();
  const { currency } = payment;
  const money = (amount: number) => formatMoney(amount, currency);
  const hasRefund = payment.refundedAmount > 0;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.receipt}>
      <Stack gap="lg">
        <Stack gap={0}>
          <Text fw={800} fz="xl">
            {siteName}
          </Text>
          <Title order={1} size="h2">
            Receipt
          </Title>
        </Stack>
        <dl className={classes.facts}>
          <dt>Receipt number</dt>
          <dd>{payment.receiptNumber}</dd>
          <dt>Date paid</dt>
          <dd>{formatDate(payment.paidAt ?? payment.createdAt)}</dd>
          <dt>Paid with</dt>
          <dd>{describeCard(payment.card)}</dd>
          <dt>Currency</dt>
          <dd>{currency}</dd>
          {payment.gift ? (
            <>
              <dt>Gift for</dt>
              <dd>
                {payment.gift.recipientEmail} (
                {payment.gift.redeemedAt
                  ? `redeemed ${formatDate(payment.gift.redeemedAt)}`
                  : 'not redeemed yet'}
                )
              </dd>
            </>
          ) : null}
        </dl>
        <table className={classes.lines}>
          <VisuallyHidden component="caption">Courses on this receipt</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {payment.lines.map((line) => (
              <tr key={line.courseId}>
                <td>
                  {line.title}
                  {line.refundedAt ? (
                    <Text size="xs" c="dimmed">
                      Refunded on {formatDate(line.refundedAt)}
                    </Text>
                  ) : null}
                </td>
                <td>{money(line.amount + line.discount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {payment.couponCode && payment.discount > 0 ? (
              <tr>
                <th scope="row">Coupon {payment.couponCode}</th>
                <td>−{money(payment.discount)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row">Total ({currency})</th>
              <td>
                <strong>{money(payment.amount)}</strong>
              </td>
            </tr>
            {hasRefund ? (
              <>
                <tr>
                  <th scope="row">Refunded</th>
                  <td>−{money(payment.refundedAmount)}</td>
                </tr>
                <tr>
                  <th scope="row">Paid after refunds</th>
                  <td>{money(payment.amount - payment.refundedAmount)}</td>
                </tr>
              </>
            ) : null}
          </tfoot>
        </table>
        <Text size="xs" c="dimmed">
          {currency === 'USD'
            ? 'Charged in US dollars.'
            : `Charged in ${currency}, converted from US dollars at ${describeRate(payment.rate, currency)}.`}
        </Text>
      </Stack>
    </Paper>
  );
}
