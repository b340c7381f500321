import type { Purchase } from '@coursewise/contract';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CourseImage } from '../../../components/course/course-image';
import { useMoneyFormatter } from '../../../hooks/use-currency';
import { formatDate } from '../../../lib/format';
import { describeCard } from '../lib/card-label';
import classes from './purchases.module.css';
import { RefundStatus } from './refund-status';

/**
 * One course bought: when, for how much in the currency paid, the receipt number, card and receipt
 * link; a refunded one stays, marked "Refunded" with when and how much went back. A free enrolment
 * reads "Free", with no receipt. A gift bought for someone says for whom and whether it was redeemed;
 * one received shows no price or receipt. While its refund window is open a refund can be requested
 * here, and the request's status shows.
 */
export function PurchaseRow({ purchase }: { purchase: Purchase }) {
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
              Refunded
            </Badge>
          ) : null}
          {purchase.gift || purchase.isGiftReceived ? (
            <Badge color="grape" variant="light" className={classes.badge}>
              Gift
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {purchase.isGiftReceived ? 'Received as a gift on' : isFree ? 'Enrolled on' : 'Bought on'}{' '}
          {formatDate(purchase.createdAt)}
        </Text>
        {purchase.gift ? (
          <Text size="sm">
            A gift for {purchase.gift.recipientEmail}:{' '}
            {purchase.gift.redeemedAt
              ? `redeemed on ${formatDate(purchase.gift.redeemedAt)}`
              : 'not redeemed yet'}
            {purchase.gift.codeHint ? ` (code ending ${purchase.gift.codeHint})` : ''}
          </Text>
        ) : null}
        {purchase.refundedAt ? (
          <Text size="sm">
            Refunded {formatMoney(purchase.refundedAmount, purchase.currency)} on{' '}
            {formatDate(purchase.refundedAt)}
          </Text>
        ) : null}
        {purchase.receiptNumber ? <Text size="sm">Receipt {purchase.receiptNumber}</Text> : null}
        {purchase.card ? <Text size="sm">Paid with {describeCard(purchase.card)}</Text> : null}
        {purchase.paymentId ? (
          <Anchor
            component={Link}
            to={`/purchases/${encodeURIComponent(purchase.paymentId)}`}
            size="sm"
            fw={600}
            aria-describedby={titleId}
          >
            View receipt
          </Anchor>
        ) : null}
        <RefundStatus purchase={purchase} titleId={titleId} />
        {purchase.couponCode && purchase.discount > 0 ? (
          <Text size="sm" c="dimmed">
            Coupon {purchase.couponCode}: −{formatMoney(purchase.discount, purchase.currency)}
          </Text>
        ) : null}
      </Stack>
      <Text fw={800} className={classes.amount}>
        {purchase.isGiftReceived ? 'Gift' : isFree ? 'Free' : formatMoney(purchase.amount, purchase.currency)}
      </Text>
    </li>
  );
}
