import type { Payment } from '@coursewise/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import classes from './confirmation.module.css';

/** Where "Start learning" goes: the course itself when one was bought, else all of them. */
export function startLearningPath(payment: Payment): string {
  const [only, ...others] = payment.lines.filter((line) => !line.refundedAt);
  return only && others.length === 0 ? `/learn/${encodeURIComponent(only.slug)}` : '/my-learning';
}

/** A paid order, just after paying: its receipt number, what was charged, the courses and what next. */
export function PaymentConfirmation({ payment }: { payment: Payment }) {
  const formatMoney = useMoneyFormatter();
  const money = (amount: number) => formatMoney(amount, payment.currency);
  const { gift } = payment;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>
          {gift ? 'Thank you — your gift is on its way' : "Thank you — you're enrolled"}
        </Title>
        {gift ? (
          <Text>
            Sent as a gift to <strong>{gift.recipientEmail}</strong>: we emailed them a code to redeem the
            course.
          </Text>
        ) : null}
        <dl className={classes.facts}>
          <dt>Receipt number</dt>
          <dd>{payment.receiptNumber}</dd>
          <dt>Amount charged</dt>
          <dd>
            {money(payment.amount)} ({payment.currency})
          </dd>
          {payment.refundedAmount > 0 ? (
            <>
              <dt>Refunded</dt>
              <dd>{money(payment.refundedAmount)}</dd>
            </>
          ) : null}
        </dl>
        <Stack gap="xs">
          <Title order={2} size="h4" id="bought-courses">
            {gift ? 'Your gift' : 'Your courses'}
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
                    — refunded: you already owned it
                  </Text>
                ) : null}
              </li>
            ))}
          </ul>
        </Stack>
        <Group gap="sm">
          {gift ? (
            <Button component={Link} to="/purchases">
              See your purchases
            </Button>
          ) : (
            <Button component={Link} to={startLearningPath(payment)}>
              Start learning
            </Button>
          )}
          <Button component={Link} to={`/purchases/${encodeURIComponent(payment.id)}`} variant="default">
            View receipt
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
