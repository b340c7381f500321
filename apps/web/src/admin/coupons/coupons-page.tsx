import type { AdminCoupon } from '@coursewise/contract';
import { adminCouponRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Modal } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useMoneyFormatter } from '../../hooks/use-currency';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { call } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useAdminMutation } from '../api/admin-api';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { yesNo } from '../lib/admin-list-params';
import { dateLocale, formatCount, formatPercent, type Translate } from '../lib/locale-text';
import { CouponForm } from './coupon-form';
import { CouponUsage } from './coupon-usage';

/** "1 May 2026 – …": when a code can be used, or "Always". */
function validDates(_: Translate, locale: Locale, coupon: AdminCoupon): string {
  if (!coupon.startsAt && !coupon.endsAt) return _('console.coupons.always');
  const day = (iso: string | null) => (iso ? formatDate(iso, dateLocale(locale)) : '…');
  return `${day(coupon.startsAt)} – ${day(coupon.endsAt)}`;
}

type Format = { money: ReturnType<typeof useMoneyFormatter>; locale: Locale };

const couponColumns = (_: Translate, { money, locale }: Format): ListColumns<'adminListCoupons'> => [
  {
    key: 'code',
    header: _('console.coupons.col.code'),
    sort: 'code',
    render: (coupon) => <strong>{coupon.code}</strong>,
  },
  {
    key: 'discount',
    header: _('console.coupons.col.discount'),
    render: (c) =>
      c.percentOff === null
        ? money(c.amountOff ?? 0, c.currency ?? 'USD')
        : locale === 'en'
          ? `${c.percentOff} %`
          : formatPercent(c.percentOff, locale),
  },
  {
    key: 'courses',
    header: _('console.coupons.col.courses'),
    render: (c) =>
      c.courseIds
        ? _('console.coupons.coursesOnly', { count: c.courseIds.length })
        : _('console.coupons.allCourses'),
  },
  { key: 'dates', header: _('console.coupons.col.valid'), render: (c) => validDates(_, locale, c) },
  {
    key: 'usage',
    header: _('console.coupons.col.used'),
    render: (c) =>
      `${formatCount(c.usage, locale)}${c.maxRedemptions ? ` / ${formatCount(c.maxRedemptions, locale)}` : ''}`,
  },
  {
    key: 'active',
    header: _('console.coupons.col.status'),
    render: (c) => (
      <Badge color={c.active ? 'teal' : 'gray'} variant="light">
        {c.active ? _('console.coupons.status.active') : _('console.coupons.status.deactivated')}
      </Badge>
    ),
  },
  {
    key: 'createdAt',
    header: _('console.coupons.col.created'),
    sort: 'created',
    render: (c) => formatDate(c.createdAt, dateLocale(locale)),
  },
];

/** Coupons: codes with their usage; create, edit, deactivate, and see who used a code. */
export function CouponsPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const money = useMoneyFormatter();
  const columns = useMemo(() => couponColumns(_, { money, locale }), [_, money, locale]);
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [usageOf, setUsageOf] = useState<AdminCoupon | null>(null);
  const setActive = useAdminMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      call(adminCouponRoutes.adminUpdateCoupon, { params: { id }, body: { active } }),
    invalidates: ['coupons', 'audit'],
    successMessage: (coupon) =>
      coupon.active
        ? _('console.coupons.toast.activated', { code: coupon.code })
        : _('console.coupons.toast.deactivated', { code: coupon.code }),
  });

  return (
    <>
      <AdminListPage
        route={adminCouponRoutes.adminListCoupons}
        columns={columns}
        filters={{ active: yesNo }}
        defaultSort="created"
        defaultOrder="desc"
        title={_('console.coupons.title')}
        description={_('console.coupons.description', {
          courseLink: '/courses/{slug}?coupon=CODE',
          cartLink: '/cart?coupon=CODE',
        })}
        label={_('console.coupons.title')}
        searchLabel={_('console.coupons.search')}
        rowKey={(coupon) => coupon.id}
        actions={<Button onClick={() => setEditing('new')}>{_('console.coupons.new')}</Button>}
        toolbar={(controls) => (
          <FilterSelect
            label={_('console.coupons.col.status')}
            name="active"
            controls={controls}
            options={[
              { value: '', label: _('console.coupons.filter.all') },
              { value: 'true', label: _('console.coupons.status.active') },
              { value: 'false', label: _('console.coupons.status.deactivated') },
            ]}
          />
        )}
        rowActions={(coupon) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              aria-label={_('console.coupons.usageOf', { code: coupon.code })}
              onClick={() => setUsageOf(coupon)}
            >
              {_('console.coupons.showUsage')}
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={_('console.coupons.editOf', { code: coupon.code })}
              onClick={() => setEditing(coupon)}
            >
              {_('console.coupons.edit')}
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={
                coupon.active
                  ? _('console.coupons.deactivateOf', { code: coupon.code })
                  : _('console.coupons.activateOf', { code: coupon.code })
              }
              loading={setActive.isPending && setActive.variables?.id === coupon.id}
              onClick={() => setActive.mutate({ id: coupon.id, active: !coupon.active })}
            >
              {coupon.active ? _('console.coupons.deactivate') : _('console.coupons.activate')}
            </Button>
          </Group>
        )}
        empty={{ title: _('console.coupons.empty'), description: _('console.coupons.emptyHint') }}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? _('console.coupons.new') : _('console.coupons.editTitle')}
        size="lg"
      >
        {editing !== null ? (
          <CouponForm coupon={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <Modal
        opened={usageOf !== null}
        onClose={() => setUsageOf(null)}
        title={_('console.coupons.usageOf', { code: usageOf?.code ?? '' })}
        size="xl"
      >
        {usageOf ? <CouponUsage couponId={usageOf.id} /> : null}
      </Modal>
    </>
  );
}
