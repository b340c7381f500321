import { type AdminRefundRequest, refundRequestLimits } from '@coursewise/contract';
import { adminRefundRequestRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatMoney } from '../../lib/currency';
import { formatDate } from '../../lib/format';
import { AdminListPage } from '../components/admin-list-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { oneOf } from '../lib/admin-list-params';
import { dateLocale, formatPercent, type Translate } from '../lib/locale-text';
import { useApproveRefundRequest, useDeclineRefundRequest } from './refund-requests-api';

const STATUS = {
  pending: { label: 'console.refunds.status.pending', color: 'yellow' },
  approved: { label: 'console.refunds.status.approved', color: 'blue' },
  refunded: { label: 'console.refunds.status.refunded', color: 'red' },
  declined: { label: 'console.refunds.status.declined', color: 'gray' },
} as const;

function StatusCell({ request }: { request: AdminRefundRequest }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const { label, color } = STATUS[request.status];
  const by =
    request.decidedBy?.email ?? (request.status === 'refunded' ? _('console.refunds.automatically') : null);
  return (
    <Stack gap={2}>
      <Badge color={color} variant="light">
        {_(label)}
      </Badge>
      {request.decidedAt && by ? (
        <Text size="xs" c="dimmed">
          {formatDate(request.decidedAt, dateLocale(locale))} · {by}
          {request.note ? ` · ${request.note}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

const refundColumns = (_: Translate, locale: Locale): ListColumns<'adminListRefundRequests'> => [
  {
    key: 'date',
    header: _('console.refunds.col.asked'),
    sort: 'date',
    render: (request) => formatDate(request.createdAt, dateLocale(locale)),
  },
  {
    key: 'learner',
    header: _('console.users.role.learner'),
    render: ({ learner }) => (
      <Stack gap={0}>
        <Text size="sm">
          {learner.isDeleted ? _('console.refunds.deleted') : (learner.name ?? learner.email)}
        </Text>
        {learner.name && !learner.isDeleted ? (
          <Text size="xs" c="dimmed">
            {learner.email}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'course', header: _('console.learner.col.course'), render: (request) => request.course.title },
  {
    key: 'amount',
    header: _('console.learner.col.amount'),
    sort: 'amount',
    render: (request) => formatMoney(request.amount, request.currency, null, locale),
  },
  {
    key: 'consumed',
    header: _('console.refunds.col.completed'),
    render: (request) =>
      locale === 'en' ? `${request.consumedPercent} %` : formatPercent(request.consumedPercent, locale),
  },
  {
    key: 'reason',
    header: _('console.refunds.col.reason'),
    render: (request) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {request.reason}
      </Text>
    ),
  },
  {
    key: 'status',
    header: _('console.users.col.status'),
    render: (request) => <StatusCell request={request} />,
  },
];

type Deciding = { request: AdminRefundRequest; decision: 'approve' | 'decline' } | null;

/** Refund requests: what learners asked; approve (refund) or decline with a note the learner is mailed. */
export function RefundRequestsPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => refundColumns(_, locale), [_, locale]);
  const approve = useApproveRefundRequest();
  const decline = useDeclineRefundRequest();
  const [deciding, setDeciding] = useState<Deciding>(null);
  const request = deciding?.request;
  const isApproving = deciding?.decision === 'approve';

  return (
    <AdminListPage
      route={adminRefundRequestRoutes.adminListRefundRequests}
      columns={columns}
      filters={{ status: oneOf(['pending', 'approved', 'refunded', 'declined']) }}
      defaultSort="date"
      defaultOrder="desc"
      title={_('console.nav.refundRequests')}
      description={_('console.refunds.description')}
      label={_('console.nav.refundRequests')}
      searchLabel={_('console.refunds.search')}
      rowKey={(item) => item.id}
      toolbar={(controls) => (
        <FilterSelect
          label={_('console.users.col.status')}
          name="status"
          controls={controls}
          options={[
            { value: '', label: _('console.users.filter.all') },
            ...Object.entries(STATUS).map(([value, { label }]) => ({ value, label: _(label) })),
          ]}
        />
      )}
      rowActions={(item) =>
        item.status === 'pending' ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={_('console.refunds.approveOf', {
                title: item.course.title,
                email: item.learner.email,
              })}
              onClick={() => setDeciding({ request: item, decision: 'approve' })}
            >
              {_('console.refunds.approve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={_('console.refunds.declineOf', {
                title: item.course.title,
                email: item.learner.email,
              })}
              onClick={() => setDeciding({ request: item, decision: 'decline' })}
            >
              {_('console.refunds.decline')}
            </Button>
          </Group>
        ) : null
      }
      empty={{
        title: _('console.refunds.empty'),
        description: _('console.refunds.emptyHint'),
      }}
    >
      <ConfirmDialog
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        title={isApproving ? _('console.refunds.approveTitle') : _('console.refunds.declineTitle')}
        message={
          request
            ? isApproving
              ? _('console.refunds.approveBody', {
                  amount: formatMoney(request.amount, request.currency, null, locale),
                  email: request.learner.email,
                  title: request.course.title,
                })
              : _('console.refunds.declineBody', {
                  email: request.learner.email,
                  title: request.course.title,
                })
            : ''
        }
        confirmLabel={isApproving ? _('console.refunds.approveTitle') : _('console.refunds.decline')}
        isDanger={isApproving}
        reason={{
          label: isApproving ? _('console.refunds.noteOptional') : _('console.refunds.note'),
          required: !isApproving,
          maxLength: refundRequestLimits.noteMax,
        }}
        isPending={approve.isPending || decline.isPending}
        onConfirm={(note) => {
          if (!deciding) return;
          const mutation = deciding.decision === 'approve' ? approve : decline;
          mutation.mutate({ id: deciding.request.id, note }, { onSettled: () => setDeciding(null) });
        }}
      />
    </AdminListPage>
  );
}
