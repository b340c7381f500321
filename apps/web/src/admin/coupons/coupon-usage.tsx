import { adminCouponRoutes } from '@coursewise/contract/routes';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMoneyFormatter } from '../../hooks/use-currency';
import { formatDate } from '../../lib/format';
import { useAdminRecord } from '../api/admin-api';

const statusLabels = {
  pending: 'Checking out',
  redeemed: 'Paid',
  released: 'Given back',
  free: 'Free enrolment',
} as const;

/** A code's usage: how many places are taken, how many were paid, and the latest redemptions. */
export function CouponUsage({ couponId }: { couponId: string }) {
  const detail = useAdminRecord(adminCouponRoutes.adminGetCoupon, { params: { id: couponId } });
  const formatMoney = useMoneyFormatter();
  if (detail.isPending) return <Skeleton height={120} />;
  if (detail.isError) return <Text c="red.8">{detail.error.message}</Text>;
  const coupon = detail.data;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {coupon.usage} in use{coupon.maxRedemptions ? ` of ${coupon.maxRedemptions}` : ''} · {coupon.redeemed}{' '}
        paid
      </Text>
      {coupon.redemptions.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody has used this code yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table>
            <Table.Caption>The latest {coupon.redemptions.length} uses</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Learner</Table.Th>
                <Table.Th>Payment</Table.Th>
                <Table.Th>Discount</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coupon.redemptions.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDate(r.createdAt)}</Table.Td>
                  <Table.Td>{r.learner.name || r.learner.email}</Table.Td>
                  <Table.Td>{r.paymentId ? r.paymentId.slice(-8) : '—'}</Table.Td>
                  <Table.Td>{formatMoney(r.discount, r.currency)}</Table.Td>
                  <Table.Td>{statusLabels[r.status]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
