import type { CouponQuote, FreeCheckout } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { errorMessage } from '../../../lib/api-client';
import { forgetCoupon } from '../../../lib/pending-coupon';
import { createPayment, isFreeCheckout } from '../api/create-payment';
import { refreshOwnedCourses } from '../hooks/use-finish-checkout';
import { richMessage, slot } from '../lib/rich-message';
import classes from './confirmation.module.css';

interface FreeOrderProps {
  /** The coupon's quote for this order: its total is 0. */
  quote: CouponQuote;
  /** "Buy now" of one course; without it the whole cart. */
  courseId?: string;
  onRemoveCoupon: () => void;
  /** The courses are the learner's: the page shows them (it holds them, as the cart is now empty). */
  onEnrolled: (checkout: FreeCheckout) => void;
  /** The server priced the order at more than nothing after all (the code changed meanwhile). */
  onNotFree: () => void;
}

/**
 * An order the coupon makes free: nothing to pay, so no card form; the learner confirms with one
 * button, and the courses are theirs (no payment, no receipt).
 */
export function FreeOrder({ quote, courseId, onRemoveCoupon, onEnrolled, onNotFree }: FreeOrderProps) {
  const { _ } = useLingui();
  const formatMoney = useMoneyFormatter();
  const enrol = useMutation({
    mutationFn: () =>
      createPayment({
        ...(courseId ? { courseIds: [courseId] } : {}),
        currency: quote.currency,
        couponCode: quote.code,
      }),
    onSuccess: (answer) => {
      if (isFreeCheckout(answer)) onEnrolled(answer);
      else onNotFree();
    },
  });
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="free-order"
    >
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" id="free-order">
          {_('commerce.freeOrder.title')}
        </Title>
        <Text>
          {richMessage(
            _('commerce.freeOrder.body', {
              code: slot('code'),
              count: quote.lines.length,
              subtotal: slot('subtotal'),
            }),
            {
              code: <strong>{quote.code}</strong>,
              subtotal: <s>{formatMoney(quote.subtotal, quote.currency)}</s>,
            },
          )}
        </Text>
        {enrol.isError ? (
          <Alert color="red" role="alert" title={_('commerce.freeOrder.enrolFailed')}>
            {errorMessage(enrol.error)}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button size="md" loading={enrol.isPending} onClick={() => enrol.mutate()}>
            {_('commerce.freeOrder.enrol')}
          </Button>
          <Button variant="subtle" onClick={onRemoveCoupon} disabled={enrol.isPending}>
            {_('commerce.freeOrder.removeCode')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The courses a free checkout enrolled the learner in, and where to start. */
export function FreeEnrolled({ checkout }: { checkout: FreeCheckout }) {
  const { _ } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    refreshOwnedCourses(queryClient);
    // Used: later visits should not carry the code.
    forgetCoupon();
    // The button the learner pressed is gone: the focus moves to what replaced it.
    heading.current?.focus();
  }, [queryClient]);
  const [only, ...others] = checkout.enrolments;
  const start = only && others.length === 0 ? `/learn/${encodeURIComponent(only.slug)}` : '/my-learning';
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="free-done"
    >
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" id="free-done" ref={heading} tabIndex={-1}>
          {_('commerce.freeOrder.enrolled')}
        </Title>
        <Text>
          {richMessage(_('commerce.freeOrder.enrolledBody', { code: slot('code') }), {
            code: <strong>{checkout.couponCode}</strong>,
          })}
        </Text>
        <ul className={classes.courses} aria-label={_('commerce.yourCourses')}>
          {checkout.enrolments.map((enrolment) => (
            <li key={enrolment.courseId}>
              <Anchor component={Link} to={`/learn/${encodeURIComponent(enrolment.slug)}`} fw={600}>
                {enrolment.title}
              </Anchor>
            </li>
          ))}
        </ul>
        <Button component={Link} to={start}>
          {_('commerce.startLearning')}
        </Button>
      </Stack>
    </Paper>
  );
}
