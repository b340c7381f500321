import type { AdminCoupon } from '@coursewise/contract';
import { adminCouponRoutes } from '@coursewise/contract/routes';
import { Badge, Button, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import { useMoneyFormatter } from '../../hooks/use-currency';
import { call } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useAdminMutation } from '../api/admin-api';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { yesNo } from '../lib/admin-list-params';
import { CouponForm } from './coupon-form';
import { CouponUsage } from './coupon-usage';

const dates = (coupon: AdminCoupon) =>
  coupon.startsAt || coupon.endsAt
    ? `${coupon.startsAt ? formatDate(coupon.startsAt) : '…'} – ${coupon.endsAt ? formatDate(coupon.endsAt) : '…'}`
    : 'Always';

/** Coupons: codes with their usage; create, edit, deactivate, and see who used a code. */
export function CouponsPage() {
  const formatMoney = useMoneyFormatter();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [usageOf, setUsageOf] = useState<AdminCoupon | null>(null);
  const setActive = useAdminMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      call(adminCouponRoutes.adminUpdateCoupon, { params: { id }, body: { active } }),
    invalidates: ['coupons', 'audit'],
    successMessage: (coupon) =>
      coupon.active ? `${coupon.code} is active again` : `${coupon.code} deactivated`,
  });

  const columns: ListColumns<'adminListCoupons'> = [
    { key: 'code', header: 'Code', sort: 'code', render: (coupon) => <strong>{coupon.code}</strong> },
    {
      key: 'discount',
      header: 'Discount',
      render: (c) =>
        c.percentOff !== null ? `${c.percentOff} %` : formatMoney(c.amountOff ?? 0, c.currency ?? 'USD'),
    },
    {
      key: 'courses',
      header: 'Courses',
      render: (c) => (c.courseIds ? `${c.courseIds.length} only` : 'All'),
    },
    { key: 'dates', header: 'Valid', render: dates },
    {
      key: 'usage',
      header: 'Used',
      render: (c) => `${c.usage}${c.maxRedemptions ? ` / ${c.maxRedemptions}` : ''}`,
    },
    {
      key: 'active',
      header: 'Status',
      render: (c) => (
        <Badge color={c.active ? 'teal' : 'gray'} variant="light">
          {c.active ? 'Active' : 'Deactivated'}
        </Badge>
      ),
    },
    { key: 'createdAt', header: 'Created', sort: 'created', render: (c) => formatDate(c.createdAt) },
  ];

  return (
    <>
      <AdminListPage
        route={adminCouponRoutes.adminListCoupons}
        columns={columns}
        filters={{ active: yesNo }}
        defaultSort="created"
        defaultOrder="desc"
        title="Coupons"
        description="Codes take a percentage or a fixed amount off; a share link applies one: /courses/{slug}?coupon=CODE or /cart?coupon=CODE."
        label="Coupons"
        searchLabel="Search code"
        rowKey={(coupon) => coupon.id}
        actions={<Button onClick={() => setEditing('new')}>New coupon</Button>}
        toolbar={(controls) => (
          <FilterSelect
            label="Status"
            name="active"
            controls={controls}
            options={[
              { value: '', label: 'All' },
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Deactivated' },
            ]}
          />
        )}
        rowActions={(coupon) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              aria-label={`Usage of ${coupon.code}`}
              onClick={() => setUsageOf(coupon)}
            >
              Usage
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={`Edit ${coupon.code}`}
              onClick={() => setEditing(coupon)}
            >
              Edit
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={`${coupon.active ? 'Deactivate' : 'Activate'} ${coupon.code}`}
              loading={setActive.isPending && setActive.variables?.id === coupon.id}
              onClick={() => setActive.mutate({ id: coupon.id, active: !coupon.active })}
            >
              {coupon.active ? 'Deactivate' : 'Activate'}
            </Button>
          </Group>
        )}
        empty={{ title: 'No coupons yet', description: 'Create a code to offer a discount.' }}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New coupon' : 'Edit coupon'}
        size="lg"
      >
        {editing !== null ? (
          <CouponForm coupon={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <Modal
        opened={usageOf !== null}
        onClose={() => setUsageOf(null)}
        title={`Usage of ${usageOf?.code ?? ''}`}
        size="xl"
      >
        {usageOf ? <CouponUsage couponId={usageOf.id} /> : null}
      </Modal>
    </>
  );
}
