import type { Payment } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { useSiteName } from '../../../hooks/use-site-name';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { describeRate } from '../../../lib/currency-conversion';
import { describeCard } from '../lib/card-label';
import { useDateFormatter } from '../lib/use-date-formatter';
import classes from './receipt.module.css';

/** A paid order as a receipt: who sold it, its number and date, each course, the total and the card. */
export function Receipt({ payment }: { payment: Payment }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const formatDate = useDateFormatter();
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
            {_('commerce.receipt.title')}
          </Title>
        </Stack>
        <dl className={classes.facts}>
          <dt>{_('commerce.receiptNumber')}</dt>
          <dd>{payment.receiptNumber}</dd>
          <dt>{_('commerce.receipt.datePaid')}</dt>
          <dd>{formatDate(payment.paidAt ?? payment.createdAt)}</dd>
          <dt>{_('commerce.receipt.paidWith')}</dt>
          <dd>{describeCard(payment.card, _)}</dd>
          <dt>{_('commerce.receipt.currency')}</dt>
          <dd>{currency}</dd>
          {payment.gift ? (
            <>
              <dt>{_('commerce.receipt.giftFor')}</dt>
              <dd>
                {payment.gift.redeemedAt
                  ? _('commerce.receipt.giftRedeemed', {
                      email: payment.gift.recipientEmail,
                      date: formatDate(payment.gift.redeemedAt),
                    })
                  : _('commerce.receipt.giftWaiting', { email: payment.gift.recipientEmail })}
              </dd>
            </>
          ) : null}
        </dl>
        <table className={classes.lines}>
          <VisuallyHidden component="caption">{_('commerce.receipt.caption')}</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col">{_('commerce.receipt.course')}</th>
              <th scope="col">{_('commerce.receipt.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {payment.lines.map((line) => (
              <tr key={line.courseId}>
                <td>
                  {line.title}
                  {line.refundedAt ? (
                    <Text size="xs" c="dimmed">
                      {_('commerce.receipt.refundedOn', { date: formatDate(line.refundedAt) })}
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
                <th scope="row">{_('commerce.coupon', { code: payment.couponCode })}</th>
                <td>−{money(payment.discount)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row">{_('commerce.receipt.total', { currency })}</th>
              <td>
                <strong>{money(payment.amount)}</strong>
              </td>
            </tr>
            {hasRefund ? (
              <>
                <tr>
                  <th scope="row">{_('commerce.refunded')}</th>
                  <td>−{money(payment.refundedAmount)}</td>
                </tr>
                <tr>
                  <th scope="row">{_('commerce.receipt.afterRefunds')}</th>
                  <td>{money(payment.amount - payment.refundedAmount)}</td>
                </tr>
              </>
            ) : null}
          </tfoot>
        </table>
        <Text size="xs" c="dimmed">
          {currency === 'USD'
            ? _('commerce.receipt.chargedInUsd')
            : _('commerce.receipt.chargedAtRate', {
                currency,
                rate: describeRate(payment.rate, currency, locale),
              })}
        </Text>
      </Stack>
    </Paper>
  );
}
