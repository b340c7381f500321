import type { Payment } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { richMessage, slot } from '../lib/rich-message';
import classes from './confirmation.module.css';

/** Where "Start learning" goes: the course itself when one was bought, else all of them. */
export function startLearningPath(payment: Payment): string {
  const [only, ...others] = payment.lines.filter((line) => !line.refundedAt);
  return only && others.length === 0 ? `/learn/${encodeURIComponent(only.slug)}` : '/my-learning';
}

/** A paid order, just after paying: its receipt number, what was charged, the courses and what next. */
export function PaymentConfirmation({ payment }: { payment: Payment }) {
  const { _ } = useLingui();
  const formatMoney = useMoneyFormatter();
  const money = (amount: number) => formatMoney(amount, payment.currency);
  const { gift } = payment;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>
          {gift ? _('commerce.confirmation.giftTitle') : _('commerce.confirmation.title')}
        </Title>
        {gift ? (
          <Text>
            {richMessage(_('commerce.confirmation.giftSent', { email: slot('email') }), {
              email: <strong>{gift.recipientEmail}</strong>,
            })}
          </Text>
        ) : null}
        <dl className={classes.facts}>
          <dt>{_('commerce.receiptNumber')}</dt>
          <dd>{payment.receiptNumber}</dd>
          <dt>{_('commerce.confirmation.amountCharged')}</dt>
          <dd>
            {money(payment.amount)} ({payment.currency})
          </dd>
          {payment.refundedAmount > 0 ? (
            <>
              <dt>{_('commerce.refunded')}</dt>
              <dd>{money(payment.refundedAmount)}</dd>
            </>
          ) : null}
        </dl>
        <Stack gap="xs">
          <Title order={2} size="h4" id="bought-courses">
            {gift ? _('commerce.confirmation.yourGift') : _('commerce.yourCourses')}
          </Title>
          <ul className={classes.courses} aria-labelledby="bought-courses">
            {payment.lines.map((line) => (
              <li key={line.courseId}>
                <Text span fw={600}>
                  {line.title}
                </Text>
                {line.refundedAt ? (
                  // Bought twice at once: the server refunded the second one straight away.
                  <Text span size="sm" c="dimmed">
                    {' '}
                    {_('commerce.confirmation.refundedOwned')}
                  </Text>
                ) : null}
              </li>
            ))}
          </ul>
        </Stack>
        <Group gap="sm">
          {gift ? (
            <Button component={Link} to="/purchases">
              {_('commerce.confirmation.seePurchases')}
            </Button>
          ) : (
            <Button component={Link} to={startLearningPath(payment)}>
              {_('commerce.startLearning')}
            </Button>
          )}
          <Button component={Link} to={`/purchases/${encodeURIComponent(payment.id)}`} variant="default">
            {_('commerce.viewReceipt')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
