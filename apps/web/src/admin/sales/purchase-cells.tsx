import type { AdminPurchase } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Badge, Stack, Text } from '@mantine/core';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatDate } from '../../lib/format';
import { dateLocale } from '../lib/locale-text';

/** A purchase's state: free, granted, active, or refunded with its date and reason. */
export function StatusCell({ purchase }: { purchase: AdminPurchase }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  // Free (a free course or a 100 % coupon) and granted (support) enrolments paid nothing.
  if (!purchase.refund && purchase.source === 'free')
    return (
      <Badge color="cyan" variant="light">
        {_('console.sales.status.free')}
      </Badge>
    );
  if (!purchase.refund && purchase.source === 'grant')
    return (
      <Badge color="violet" variant="light">
        {_('console.sales.status.granted')}
      </Badge>
    );
  if (!purchase.refund)
    return (
      <Badge color="teal" variant="light">
        {_('console.sales.status.active')}
      </Badge>
    );
  return (
    <Stack gap={2}>
      <Badge color="red" variant="light">
        {_('console.sales.status.refunded')}
      </Badge>
      <Text size="xs" c="dimmed">
        {formatDate(purchase.refund.refundedAt, dateLocale(locale))}
        {purchase.refund.reason ? ` · ${purchase.refund.reason}` : ''}
      </Text>
    </Stack>
  );
}

/** "Gift from grace@… to ada@…, redeemed 21 November 2026": who paid for a redeemed gift, and when. */
export function GiftLine({ gift }: { gift: NonNullable<AdminPurchase['gift']> }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const names = { buyer: gift.buyer.email, recipient: gift.recipientEmail };
  return (
    <Text size="xs" c="dimmed">
      {gift.redeemedAt
        ? _('console.sales.giftRedeemed', { ...names, date: formatDate(gift.redeemedAt, dateLocale(locale)) })
        : _('console.sales.gift', names)}
    </Text>
  );
}
