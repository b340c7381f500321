import type { Purchase } from '@coursewise/contract';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CourseImage } from '../../../components/course/course-image';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { describeCard } from '../lib/card-label';
import { useDateFormatter } from '../lib/use-date-formatter';
import classes from './purchases.module.css';
import { RefundStatus } from './refund-status';

/** "A gift for …: redeemed on … (code ending …)": for whom, whether redeemed, the code's last characters. */
function giftLine(
  _: I18n['_'],
  gift: NonNullable<Purchase['gift']>,
  formatDate: (iso: string) => string,
): string {
  const { recipientEmail: email, codeHint: hint } = gift;
  if (gift.redeemedAt) {
    const date = formatDate(gift.redeemedAt);
    return hint
      ? _('commerce.purchases.giftRedeemedHint', { email, date, hint })
      : _('commerce.purchases.giftRedeemed', { email, date });
  }
  return hint
    ? _('commerce.purchases.giftWaitingHint', { email, hint })
    : _('commerce.purchases.giftWaiting', { email });
}

/**
 * One course bought: when, for how much in the currency paid, the receipt number, card and receipt
 * link; a refunded one stays, marked "Refunded" with when and how much went back. A free enrolment
 * reads "Free", with no receipt. A gift bought for someone says for whom and whether it was redeemed;
 * one received shows no price or receipt. While its refund window is open a refund can be requested
 * here, and the request's status shows.
 */
export function PurchaseRow({ purchase }: { purchase: Purchase }) {
  const { _ } = useLingui();
  const formatDate = useDateFormatter();
  const titleId = useId();
  const formatMoney = useMoneyFormatter();
  const { course } = purchase;
  // Owned without a payment (a free course or a 100 % coupon): no receipt, nothing was charged.
  const isFree = purchase.source === 'free';
  return (
    <li className={classes.item}>
      <Link to={`/courses/${course.slug}`} className={classes.thumb} tabIndex={-1} aria-hidden="true">
        <CourseImage src={course.imageUrl} srcSet={course.imageSrcSet} sizes="7rem" title={course.title} />
      </Link>
      <Stack gap={2} className={classes.details}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Link to={`/courses/${course.slug}`} className={classes.title} id={titleId}>
            {course.title}
          </Link>
          {purchase.refundedAt ? (
            <Badge color="gray" variant="light" className={classes.badge}>
              {_('commerce.refunded')}
            </Badge>
          ) : null}
          {purchase.gift || purchase.isGiftReceived ? (
            <Badge color="grape" variant="light" className={classes.badge}>
              {_('commerce.purchases.gift')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {purchase.isGiftReceived
            ? _('commerce.purchases.receivedOn', { date: formatDate(purchase.createdAt) })
            : isFree
              ? _('commerce.purchases.enrolledOn', { date: formatDate(purchase.createdAt) })
              : _('commerce.purchases.boughtOn', { date: formatDate(purchase.createdAt) })}
        </Text>
        {purchase.gift ? <Text size="sm">{giftLine(_, purchase.gift, formatDate)}</Text> : null}
        {purchase.refundedAt ? (
          <Text size="sm">
            {_('commerce.purchases.refundedOn', {
              amount: formatMoney(purchase.refundedAmount, purchase.currency),
              date: formatDate(purchase.refundedAt),
            })}
          </Text>
        ) : null}
        {purchase.receiptNumber ? (
          <Text size="sm">{_('commerce.purchases.receipt', { number: purchase.receiptNumber })}</Text>
        ) : null}
        {purchase.card ? (
          <Text size="sm">{_('commerce.purchases.paidWith', { card: describeCard(purchase.card, _) })}</Text>
        ) : null}
        {purchase.paymentId ? (
          <Anchor
            component={Link}
            to={`/purchases/${encodeURIComponent(purchase.paymentId)}`}
            size="sm"
            fw={600}
            aria-describedby={titleId}
          >
            {_('commerce.viewReceipt')}
          </Anchor>
        ) : null}
        <RefundStatus purchase={purchase} titleId={titleId} />
        {purchase.couponCode && purchase.discount > 0 ? (
          <Text size="sm" c="dimmed">
            {_('commerce.purchases.coupon', {
              code: purchase.couponCode,
              discount: formatMoney(purchase.discount, purchase.currency),
            })}
          </Text>
        ) : null}
      </Stack>
      <Text fw={800} className={classes.amount}>
        {purchase.isGiftReceived
          ? _('commerce.purchases.gift')
          : isFree
            ? _('commerce.purchases.free')
            : formatMoney(purchase.amount, purchase.currency)}
      </Text>
    </li>
  );
}
