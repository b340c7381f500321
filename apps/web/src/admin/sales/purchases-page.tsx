import type { AdminPurchase } from '@coursewise/contract';
import { adminSalesRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Button, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatMoney } from '../../lib/currency';
import { formatDate } from '../../lib/format';
import { AdminListPage } from '../components/admin-list-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { day, oneOf } from '../lib/admin-list-params';
import { dateLocale, type Translate } from '../lib/locale-text';
import { DateFilter } from './date-filter';
import { GiftLine, StatusCell } from './purchase-cells';
import { useRefundPurchase } from './purchases-api';

const purchaseColumns = (_: Translate, locale: Locale): ListColumns<'adminListPurchases'> => [
  {
    key: 'date',
    header: _('console.sales.col.date'),
    sort: 'date',
    render: (purchase) => formatDate(purchase.paidAt, dateLocale(locale)),
  },
  {
    key: 'receipt',
    header: _('console.sales.col.receipt'),
    render: (purchase) => purchase.receiptNumber ?? '—',
  },
  {
    key: 'learner',
    header: _('console.sales.col.learner'),
    render: ({ learner }) => (
      <Stack gap={0}>
        <Text size="sm">
          {learner.isDeleted ? _('console.sales.deletedAccount') : (learner.name ?? learner.email)}
        </Text>
        {learner.name && !learner.isDeleted ? (
          <Text size="xs" c="dimmed">
            {learner.email}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'course',
    header: _('console.sales.col.course'),
    render: ({ course, gift }) => (
      <Stack gap={0}>
        <Text size="sm">{course.title}</Text>
        {gift ? (
          // Redeemed from a gift: the buyer paid, the learner above owns it.
          <GiftLine gift={gift} />
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'amount',
    header: _('console.sales.col.amount'),
    sort: 'amount',
    render: (purchase) =>
      purchase.couponCode && purchase.discount > 0 ? (
        <Stack gap={0}>
          <Text size="sm">{formatMoney(purchase.amount, purchase.currency, null, locale)}</Text>
          <Text size="xs" c="dimmed">
            {_('console.sales.couponDiscount', {
              code: purchase.couponCode,
              discount: formatMoney(purchase.discount, purchase.currency, null, locale),
            })}
          </Text>
        </Stack>
      ) : (
        formatMoney(purchase.amount, purchase.currency, null, locale)
      ),
  },
  {
    key: 'status',
    header: _('console.sales.col.status'),
    render: (purchase) => <StatusCell purchase={purchase} />,
  },
];

/** What a refund does, for its confirmation: the money back to the payer, the access taken away. */
function refundMessage(_: Translate, locale: Locale, purchase: AdminPurchase): string {
  const values = {
    amount: formatMoney(purchase.amount, purchase.currency, null, locale),
    email: purchase.learner.email,
    title: purchase.course.title,
  };
  return purchase.gift
    ? _('console.sales.refundGiftBody', { ...values, buyer: purchase.gift.buyer.email })
    : _('console.sales.refundBody', values);
}

/** Purchases: search and filter every sale; refund one course with a reason. */
export function PurchasesPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => purchaseColumns(_, locale), [_, locale]);
  const refund = useRefundPurchase();
  const [refunding, setRefunding] = useState<AdminPurchase | null>(null);

  return (
    <AdminListPage
      route={adminSalesRoutes.adminListPurchases}
      columns={columns}
      filters={{
        status: oneOf(['active', 'refunded']),
        currency: oneOf(['USD', 'GBP', 'EUR']),
        from: day,
        to: day,
      }}
      defaultSort="date"
      defaultOrder="desc"
      title={_('console.sales.title')}
      description={_('console.sales.description')}
      label={_('console.sales.title')}
      searchLabel={_('console.sales.search')}
      rowKey={(purchase) => purchase.id}
      toolbar={(controls) => (
        <>
          <FilterSelect
            label={_('console.sales.col.status')}
            name="status"
            controls={controls}
            options={[
              { value: '', label: _('console.sales.filter.all') },
              { value: 'active', label: _('console.sales.status.active') },
              { value: 'refunded', label: _('console.sales.status.refunded') },
            ]}
          />
          <FilterSelect
            label={_('console.sales.filter.currency')}
            name="currency"
            controls={controls}
            options={[
              { value: '', label: _('console.sales.filter.allCurrencies') },
              { value: 'USD', label: 'USD' },
              { value: 'GBP', label: 'GBP' },
              { value: 'EUR', label: 'EUR' },
            ]}
          />
          <DateFilter label={_('console.sales.filter.from')} name="from" controls={controls} />
          <DateFilter label={_('console.sales.filter.to')} name="to" controls={controls} />
        </>
      )}
      rowActions={(purchase) =>
        // Only a sale can be refunded: a grant or a free enrolment paid nothing, and the server refuses it.
        purchase.status === 'active' && purchase.source === 'sale' ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={_('console.sales.refundOf', {
              title: purchase.course.title,
              email: purchase.learner.email,
            })}
            onClick={() => setRefunding(purchase)}
          >
            {_('console.sales.refund')}
          </Button>
        ) : null
      }
      empty={{ title: _('console.sales.empty'), description: _('console.sales.emptyHint') }}
    >
      <ConfirmDialog
        opened={refunding !== null}
        onClose={() => setRefunding(null)}
        title={_('console.sales.refundTitle')}
        message={refunding ? refundMessage(_, locale, refunding) : ''}
        confirmLabel={_('console.sales.refund')}
        isDanger
        reason={{ label: _('console.sales.reason'), required: true, maxLength: 500 }}
        isPending={refund.isPending}
        onConfirm={(reason) => {
          if (!refunding) return;
          refund.mutate({ id: refunding.id, reason }, { onSettled: () => setRefunding(null) });
        }}
      />
    </AdminListPage>
  );
}
