import type { AdminPurchase } from '@coursewise/contract';
import { adminSalesRoutes } from '@coursewise/contract/routes';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../lib/currency';
import { formatDate } from '../../lib/format';
import { AdminListPage } from '../components/admin-list-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { day, oneOf } from '../lib/admin-list-params';
import { DateFilter } from './date-filter';
import { useRefundPurchase } from './purchases-api';

function StatusCell({ purchase }: { purchase: AdminPurchase }) {
  // Free (a free course or a 100 % coupon) and granted (support) enrolments paid nothing.
  if (!purchase.refund && purchase.source === 'free')
    return (
      <Badge color="cyan" variant="light">
        Free
      </Badge>
    );
  if (!purchase.refund && purchase.source === 'grant')
    return (
      <Badge color="violet" variant="light">
        Granted
      </Badge>
    );
  if (!purchase.refund)
    return (
      <Badge color="teal" variant="light">
        Active
      </Badge>
    );
  return (
    <Stack gap={2}>
      <Badge color="red" variant="light">
        Refunded
      </Badge>
      <Text size="xs" c="dimmed">
        {formatDate(purchase.refund.refundedAt)}
        {purchase.refund.reason ? ` · ${purchase.refund.reason}` : ''}
      </Text>
    </Stack>
  );
}

const columns: ListColumns<'adminListPurchases'> = [
  { key: 'date', header: 'Date', sort: 'date', render: (purchase) => formatDate(purchase.paidAt) },
  { key: 'receipt', header: 'Receipt', render: (purchase) => purchase.receiptNumber ?? '—' },
  {
    key: 'learner',
    header: 'Learner',
    render: ({ learner }) => (
      <Stack gap={0}>
        <Text size="sm">{learner.isDeleted ? 'Deleted account' : (learner.name ?? learner.email)}</Text>
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
    header: 'Course',
    render: ({ course, gift }) => (
      <Stack gap={0}>
        <Text size="sm">{course.title}</Text>
        {gift ? (
          // Redeemed from a gift: the buyer paid, the learner above owns it.
          <Text size="xs" c="dimmed">
            Gift from {gift.buyer.email} to {gift.recipientEmail}
            {gift.redeemedAt ? `, redeemed ${formatDate(gift.redeemedAt)}` : ''}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    sort: 'amount',
    render: (purchase) =>
      purchase.couponCode && purchase.discount > 0 ? (
        <Stack gap={0}>
          <Text size="sm">{formatMoney(purchase.amount, purchase.currency)}</Text>
          <Text size="xs" c="dimmed">
            {purchase.couponCode}: −{formatMoney(purchase.discount, purchase.currency)}
          </Text>
        </Stack>
      ) : (
        formatMoney(purchase.amount, purchase.currency)
      ),
  },
  { key: 'status', header: 'Status', render: (purchase) => <StatusCell purchase={purchase} /> },
];

/** Purchases: search and filter every sale; refund one course with a reason. */
export function PurchasesPage() {
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
      title="Purchases"
      description="Every course bought. A refund returns the money through the payment provider and removes the learner's access; a certificate earned for the course is revoked."
      label="Purchases"
      searchLabel="Search learner, course or receipt"
      rowKey={(purchase) => purchase.id}
      toolbar={(controls) => (
        <>
          <FilterSelect
            label="Status"
            name="status"
            controls={controls}
            options={[
              { value: '', label: 'All' },
              { value: 'active', label: 'Active' },
              { value: 'refunded', label: 'Refunded' },
            ]}
          />
          <FilterSelect
            label="Currency"
            name="currency"
            controls={controls}
            options={[
              { value: '', label: 'All' },
              { value: 'USD', label: 'USD' },
              { value: 'GBP', label: 'GBP' },
              { value: 'EUR', label: 'EUR' },
            ]}
          />
          <DateFilter label="From" name="from" controls={controls} />
          <DateFilter label="To" name="to" controls={controls} />
        </>
      )}
      rowActions={(purchase) =>
        // Only a sale can be refunded: a grant or a free enrolment paid nothing, and the server refuses it.
        purchase.status === 'active' && purchase.source === 'sale' ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={`Refund ${purchase.course.title} for ${purchase.learner.email}`}
            onClick={() => setRefunding(purchase)}
          >
            Refund
          </Button>
        ) : null
      }
      empty={{ title: 'No purchases yet', description: 'Sales appear here as learners buy courses.' }}
    >
      <ConfirmDialog
        opened={refunding !== null}
        onClose={() => setRefunding(null)}
        title="Refund purchase"
        message={
          refunding
            ? refunding.gift
              ? `${formatMoney(refunding.amount, refunding.currency)} goes back to the gift's buyer, ${refunding.gift.buyer.email}; ${refunding.learner.email} loses access to ${refunding.course.title} and any certificate earned for it. This cannot be undone.`
              : `${formatMoney(refunding.amount, refunding.currency)} goes back to ${refunding.learner.email}, who loses access to ${refunding.course.title} and any certificate earned for it. This cannot be undone.`
            : ''
        }
        confirmLabel="Refund"
        isDanger
        reason={{ label: 'Reason (kept in the audit log)', required: true, maxLength: 500 }}
        isPending={refund.isPending}
        onConfirm={(reason) => {
          if (!refunding) return;
          refund.mutate({ id: refunding.id, reason }, { onSettled: () => setRefunding(null) });
        }}
      />
    </AdminListPage>
  );
}
