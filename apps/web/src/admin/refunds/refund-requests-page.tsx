import { type AdminRefundRequest, refundRequestLimits } from '@coursewise/contract';
import { adminRefundRequestRoutes } from '@coursewise/contract/routes';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../lib/currency';
import { formatDate } from '../../lib/format';
import { AdminListPage } from '../components/admin-list-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { oneOf } from '../lib/admin-list-params';
import { useApproveRefundRequest, useDeclineRefundRequest } from './refund-requests-api';

const STATUS = {
  pending: { label: 'Pending', color: 'yellow' },
  approved: { label: 'Refund under way', color: 'blue' },
  refunded: { label: 'Refunded', color: 'red' },
  declined: { label: 'Declined', color: 'gray' },
} as const;

function StatusCell({ request }: { request: AdminRefundRequest }) {
  const { label, color } = STATUS[request.status];
  const by = request.decidedBy?.email ?? (request.status === 'refunded' ? 'automatically' : null);
  return (
    <Stack gap={2}>
      <Badge color={color} variant="light">
        {label}
      </Badge>
      {request.decidedAt && by ? (
        <Text size="xs" c="dimmed">
          {formatDate(request.decidedAt)} · {by}
          {request.note ? ` · ${request.note}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

const columns: ListColumns<'adminListRefundRequests'> = [
  { key: 'date', header: 'Asked', sort: 'date', render: (request) => formatDate(request.createdAt) },
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
  { key: 'course', header: 'Course', render: (request) => request.course.title },
  {
    key: 'amount',
    header: 'Amount',
    sort: 'amount',
    render: (request) => formatMoney(request.amount, request.currency),
  },
  { key: 'consumed', header: 'Completed', render: (request) => `${request.consumedPercent} %` },
  {
    key: 'reason',
    header: 'Reason',
    render: (request) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {request.reason}
      </Text>
    ),
  },
  { key: 'status', header: 'Status', render: (request) => <StatusCell request={request} /> },
];

type Deciding = { request: AdminRefundRequest; decision: 'approve' | 'decline' } | null;

/** Refund requests: what learners asked; approve (refund) or decline with a note the learner is mailed. */
export function RefundRequestsPage() {
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
      title="Refund requests"
      description="Learners ask from their purchases within the refund window. Those who completed little of a course are refunded at once; the rest wait here."
      label="Refund requests"
      searchLabel="Search learner or course"
      rowKey={(item) => item.id}
      toolbar={(controls) => (
        <FilterSelect
          label="Status"
          name="status"
          controls={controls}
          options={[
            { value: '', label: 'All' },
            ...Object.entries(STATUS).map(([value, { label }]) => ({ value, label })),
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
              aria-label={`Approve the refund of ${item.course.title} for ${item.learner.email}`}
              onClick={() => setDeciding({ request: item, decision: 'approve' })}
            >
              Approve
            </Button>
            <Button
              size="xs"
              variant="default"
              aria-label={`Decline the refund of ${item.course.title} for ${item.learner.email}`}
              onClick={() => setDeciding({ request: item, decision: 'decline' })}
            >
              Decline
            </Button>
          </Group>
        ) : null
      }
      empty={{
        title: 'No refund requests',
        description: 'Requests appear here as learners ask for refunds.',
      }}
    >
      <ConfirmDialog
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        title={isApproving ? 'Approve and refund' : 'Decline the request'}
        message={
          request
            ? isApproving
              ? `${formatMoney(request.amount, request.currency)} goes back to ${request.learner.email}, who loses access to ${request.course.title} and any certificate earned for it. This cannot be undone.`
              : `${request.learner.email} keeps ${request.course.title} and is mailed your note. A declined request cannot be asked again.`
            : ''
        }
        confirmLabel={isApproving ? 'Approve and refund' : 'Decline'}
        isDanger={isApproving}
        reason={{
          label: isApproving ? 'Note to the learner (optional)' : 'Note to the learner',
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
