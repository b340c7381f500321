import { adminCouponRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMoneyFormatter } from '../../hooks/use-currency';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatDate } from '../../lib/format';
import { useAdminRecord } from '../api/admin-api';
import { dateLocale, formatCount, type Translate } from '../lib/locale-text';

const statusLabels = (_: Translate) => ({
  pending: _('console.coupons.use.pending'),
  redeemed: _('console.coupons.use.redeemed'),
  released: _('console.coupons.use.released'),
  free: _('console.coupons.use.free'),
});

/** A code's usage: how many places are taken, how many were paid, and the latest redemptions. */
export function CouponUsage({ couponId }: { couponId: string }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const detail = useAdminRecord(adminCouponRoutes.adminGetCoupon, { params: { id: couponId } });
  const formatMoney = useMoneyFormatter();
  if (detail.isPending) return <Skeleton height={120} />;
  if (detail.isError) return <Text c="red.8">{detail.error.message}</Text>;
  const coupon = detail.data;
  const labels = statusLabels(_);
  const counts = {
    usage: formatCount(coupon.usage, locale),
    redeemed: formatCount(coupon.redeemed, locale),
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        {coupon.maxRedemptions
          ? _('console.coupons.usage.summaryOf', {
              ...counts,
              max: formatCount(coupon.maxRedemptions, locale),
            })
          : _('console.coupons.usage.summary', counts)}
      </Text>
      {coupon.redemptions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {_('console.coupons.usage.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Caption>
              {_('console.coupons.usage.caption', { count: coupon.redemptions.length })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('console.coupons.usage.when')}</Table.Th>
                <Table.Th>{_('console.coupons.usage.learner')}</Table.Th>
                <Table.Th>{_('console.coupons.usage.payment')}</Table.Th>
                <Table.Th>{_('console.coupons.col.discount')}</Table.Th>
                <Table.Th>{_('console.coupons.col.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coupon.redemptions.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDate(r.createdAt, dateLocale(locale))}</Table.Td>
                  <Table.Td>{r.learner.name || r.learner.email}</Table.Td>
                  <Table.Td>{r.paymentId ? r.paymentId.slice(-8) : '—'}</Table.Td>
                  <Table.Td>{formatMoney(r.discount, r.currency)}</Table.Td>
                  <Table.Td>{labels[r.status]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
