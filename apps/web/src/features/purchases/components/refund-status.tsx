import type { Purchase } from '@coursewise/contract';
import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
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
  const [isOpen, setOpen] = useState(false);
  const request = purchase.refundRequest;
  if (request?.status === 'pending')
    return <Text size="sm">Refund requested on {formatDate(request.createdAt)}</Text>;
  if (request?.status === 'approved') return <Text size="sm">Refund under way</Text>;
  if (request?.status === 'declined')
    return <Text size="sm">Refund declined{request.note ? `: ${request.note}` : ''}</Text>;
  if (purchase.refundedAt || !purchase.refundableUntil) return null;
  if (!canRequestRefund(purchase))
    return (
      <Text size="sm" c="dimmed">
        The refund window closed on {formatDate(purchase.refundableUntil)}
      </Text>
    );
  return (
    <>
      <Text size="sm" c="dimmed">
        A refund can be requested until {formatDate(purchase.refundableUntil)}
      </Text>
      <Button
        variant="default"
        size="compact-sm"
        onClick={() => setOpen(true)}
        aria-describedby={titleId}
        style={{ alignSelf: 'flex-start' }}
      >
        Request a refund
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
