import type { Purchase } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useDateFormatter } from '../lib/use-date-formatter';
import { RefundRequestDialog } from './refund-request-dialog';

/** Whether the learner may still ask for a refund of the purchase now. */
export function canRequestRefund(purchase: Purchase, now = Date.now()): boolean {
  const until = purchase.refundableUntil;
  return !purchase.refundedAt && !purchase.refundRequest && until !== null && Date.parse(until) > now;
}

/**
 * A purchase's refund line: the request's status and the admin's note, else the "Request a refund"
 * button while the window is open, or the day it closed.
 */
export function RefundStatus({ purchase, titleId }: { purchase: Purchase; titleId: string }) {
  const { _ } = useLingui();
  const formatDate = useDateFormatter();
  const [isOpen, setOpen] = useState(false);
  const request = purchase.refundRequest;
  if (request?.status === 'pending')
    return <Text size="sm">{_('commerce.refund.requestedOn', { date: formatDate(request.createdAt) })}</Text>;
  if (request?.status === 'approved') return <Text size="sm">{_('commerce.refund.underWay')}</Text>;
  if (request?.status === 'declined')
    return (
      <Text size="sm">
        {request.note
          ? _('commerce.refund.declinedNote', { note: request.note })
          : _('commerce.refund.declined')}
      </Text>
    );
  if (purchase.refundedAt || !purchase.refundableUntil) return null;
  if (!canRequestRefund(purchase))
    return (
      <Text size="sm" c="dimmed">
        {_('commerce.refund.windowClosed', { date: formatDate(purchase.refundableUntil) })}
      </Text>
    );
  return (
    <>
      <Text size="sm" c="dimmed">
        {_('commerce.refund.until', { date: formatDate(purchase.refundableUntil) })}
      </Text>
      <Button
        variant="default"
        size="compact-sm"
        onClick={() => setOpen(true)}
        aria-describedby={titleId}
        style={{ alignSelf: 'flex-start' }}
      >
        {_('commerce.refund.request')}
      </Button>
      <RefundRequestDialog
        purchase={purchase}
        refundableUntil={purchase.refundableUntil}
        opened={isOpen}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
