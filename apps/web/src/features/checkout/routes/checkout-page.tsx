import type { BillingDetails, FreeCheckout, GiftInput } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCouponQuote } from '../../../api/check-coupon';
import { cartQueryOptions } from '../../../api/get-cart';
import { useCoupon } from '../../../hooks/use-coupon';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { usePageTitle } from '../../../hooks/use-page-title';
import { selectCurrency, selectSettings, useAppSelector } from '../../../store';
import { isFreeCheckout, useCheckoutPayment } from '../api/create-payment';
import { BillingDetailsSection } from '../components/billing-details';
import { CheckoutProblem } from '../components/checkout-problem';
import { FreeEnrolled, FreeOrder } from '../components/free-order';
import { GiftChoice } from '../components/gift-choice';
import { GiftForm } from '../components/gift-form';
import { OrderSummary } from '../components/order-summary';
import { PaymentReturn } from '../components/payment-return';
import { PaymentSection, preloadPaymentForm } from '../components/payment-section';
import { SandboxTestCards } from '../components/sandbox-test-cards';
import { useFinishCheckout } from '../hooks/use-finish-checkout';

/**
 * /checkout (signed in): pays for the cart, or for one course with `?courseId=` ("Buy now"), in the
 * chosen display currency. `?paymentId=` is where Stripe brings the learner back after a redirect.
 * One course may be bought as a gift (`&gift=1`): the order is priced once the recipient is given.
 */
export function CheckoutPage() {
  const { _ } = useLingui();
  usePageTitle(_('commerce.checkout.title'));
  const [params] = useSearchParams();
  const returningPaymentId = params.get('paymentId');
  const courseId = params.get('courseId') ?? undefined;

  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{_('commerce.checkout.title')}</Title>
          {courseId || returningPaymentId ? null : (
            <Anchor component={Link} to="/cart" size="sm">
              {_('commerce.checkout.backToCart')}
            </Anchor>
          )}
        </Stack>
        {returningPaymentId ? (
          <PaymentReturn paymentId={returningPaymentId} />
        ) : (
          <CheckoutOrder courseId={courseId} />
        )}
      </Stack>
    </Container>
  );
}

/** One course may be a gift: its recipient is asked first, then the order is priced for them. */
function CheckoutOrder({ courseId }: { courseId?: string }) {
  const [params, setParams] = useSearchParams();
  const isGift = Boolean(courseId) && params.get('gift') === '1';
  const [gift, setGift] = useState<GiftInput | null>(null);
  const [isEditingGift, setEditingGift] = useState(true);
  const toggleGift = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('gift', '1');
        else next.delete('gift');
        return next;
      },
      { replace: true },
    );
  const isAskingRecipient = isGift && (isEditingGift || !gift);
  return (
    <>
      {courseId ? (
        <GiftChoice
          isGift={isGift}
          onToggle={toggleGift}
          gift={isAskingRecipient ? null : gift}
          onChangeRecipient={() => setEditingGift(true)}
        />
      ) : null}
      {isAskingRecipient ? (
        <GiftForm
          initial={gift}
          onSubmit={(given) => {
            setGift(given);
            setEditingGift(false);
          }}
        />
      ) : (
        <PricedOrder courseId={courseId} gift={isGift && gift ? gift : undefined} />
      )}
    </>
  );
}

/**
 * Whether the carried coupon takes off the whole order (never for a gift, which is paid for): such an
 * order is confirmed with a button rather than opened as a payment as soon as the page shows, since
 * opening it would enrol the learner at once. `isSettled` is false while the cart or quote loads.
 */
function useFreeOrderQuote(courseId: string | undefined, code: string | undefined) {
  const currency = useAppSelector(selectCurrency);
  // The cart's courses are asked only to quote a code for them.
  const cart = useQuery({ ...cartQueryOptions(currency), enabled: Boolean(code) && !courseId });
  const cartIds = cart.data?.items.map((item) => item.id) ?? [];
  const courseIds = courseId ? [courseId] : cartIds;
  const quote = useCouponQuote({ code, currency, courseIds });
  const isCartLoading = cart.isPending && cart.fetchStatus !== 'idle';
  const isSettled = !code || (!isCartLoading && (courseIds.length === 0 || !quote.isPending));
  const freeQuote = code && quote.data?.total === 0 ? quote.data : undefined;
  return { isSettled, freeQuote, refetch: () => void quote.refetch() };
}

/** The order priced by the server (for the gift's recipient when `gift` is given) and its payment. */
function PricedOrder({ courseId, gift }: { courseId?: string; gift?: GiftInput }) {
  const { _ } = useLingui();
  const currency = useAppSelector(selectCurrency);
  const coupon = useCoupon();
  const [billing, setBilling] = useState<BillingDetails>();
  const free = useFreeOrderQuote(courseId, gift ? undefined : coupon.code);
  // Held here: once enrolled, the cart empties and the quote goes, but the page keeps saying so.
  const [enrolled, setEnrolled] = useState<FreeCheckout>();
  const payment = useCheckoutPayment({
    courseId,
    currency,
    couponCode: coupon.code,
    gift,
    billing,
    isWaiting: !free.isSettled || free.freeQuote !== undefined || enrolled !== undefined,
  });
  const formatMoney = useMoneyFormatter();
  const finish = useFinishCheckout();
  const provider = useAppSelector(selectSettings)?.payment.provider;
  useEffect(() => preloadPaymentForm(provider), [provider]);
  // The test cards are the page's largest text on a phone (its LCP): the settings in the page's data
  // say the provider, so they are drawn at once, above the order, where the priced order cannot move
  // them (the order's provider decides once it is there).
  const priced = payment.data && !isFreeCheckout(payment.data) ? payment.data : undefined;
  const testCards =
    (priced?.provider ?? provider) === 'sandbox' && !free.freeQuote ? <SandboxTestCards /> : null;
  if (enrolled) return <FreeEnrolled checkout={enrolled} />;
  if (free.freeQuote) {
    return (
      <FreeOrder
        quote={free.freeQuote}
        courseId={courseId}
        onRemoveCoupon={coupon.remove}
        onEnrolled={setEnrolled}
        onNotFree={free.refetch}
      />
    );
  }
  if (payment.isPending) {
    return (
      <>
        {testCards}
        <Stack gap="md" role="status" aria-label={_('commerce.checkout.preparing')}>
          <Skeleton height={160} radius="lg" />
          <Skeleton height={280} radius="lg" />
        </Stack>
      </>
    );
  }
  if (payment.isError) {
    return (
      <CheckoutProblem
        error={payment.error}
        isSingleCourse={Boolean(courseId)}
        onRetry={() => void payment.refetch()}
        onDropCoupon={coupon.code ? coupon.remove : undefined}
      />
    );
  }
  // The code came to cover the whole order after the quote: the server enrolled the learner.
  if (isFreeCheckout(payment.data)) return <FreeEnrolled checkout={payment.data} />;

  const order = payment.data;
  // Another currency, or a new payment after the server closed this one: nothing may be paid meanwhile.
  const isRepricing = payment.isPlaceholderData || payment.isRefetching;
  return (
    <>
      {testCards}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <OrderSummary payment={order} isRepricing={isRepricing} />
          <BillingDetailsSection value={billing} onChange={setBilling} disabled={isRepricing} />
          {isRepricing ? (
            <Text size="sm" c="dimmed" mt="xs" role="status">
              {_('commerce.checkout.repricing', { currency })}
            </Text>
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <PaymentSection
            payment={order}
            totalLabel={formatMoney(order.amount, order.currency)}
            isRepricing={isRepricing}
            onPaid={() => finish(order.id)}
            onExpired={() => void payment.refetch()}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}
