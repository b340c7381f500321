import { type Purchase, refundRequestLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { notify } from '../../../lib/event-bus';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { selectSettings, useAppSelector } from '../../../store';
import { useRequestRefund } from '../api/request-refund';
import { useDateFormatter } from '../lib/use-date-formatter';

const REASON_MESSAGE = `Say in 1 to ${refundRequestLimits.reasonMax} characters why you want a refund`;
const schema = Type.Object({
  reason: Type.String({
    minLength: 1,
    maxLength: refundRequestLimits.reasonMax,
    errorMessage: REASON_MESSAGE,
  }),
});
// The shared checks' words for an empty or overlong field (lib/validation.ts).
const REQUIRED = 'This field is required';
const AT_MOST = `Use at most ${refundRequestLimits.reasonMax} characters`;
const resolver = formResolver(schema, { trim: ['reason'] });

interface RefundRequestDialogProps {
  purchase: Purchase;
  /** When the purchase's refund window closes. */
  refundableUntil: string;
  opened: boolean;
  onClose: () => void;
}

/** Asks for a refund of one purchase: the window, what happens next, and the learner's reason. */
export function RefundRequestDialog({
  purchase,
  refundableUntil,
  opened,
  onClose,
}: RefundRequestDialogProps) {
  const { _ } = useLingui();
  const formatDate = useDateFormatter();
  const windowDays = useAppSelector(selectSettings)?.refundWindowDays;
  const request = useRequestRefund(purchase.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' }, resolver });

  // The form's own messages in the page's language; the server's (under the field) as they came.
  const reasonError = (message: string | undefined) => {
    if (message === REASON_MESSAGE)
      return _('commerce.refund.reasonLength', { max: refundRequestLimits.reasonMax });
    if (message === REQUIRED) return _('commerce.form.required');
    if (message === AT_MOST) return _('commerce.form.atMost', { max: refundRequestLimits.reasonMax });
    return message;
  };

  const close = () => {
    if (request.isPending) return;
    reset();
    onClose();
  };

  const submit = handleSubmit(({ reason }) => {
    request.mutate(
      { reason },
      {
        onSuccess: ({ message }) => {
          notify.success(message ?? _('commerce.refund.sent'));
          reset();
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, setError, ['reason']),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={_('commerce.refund.dialogTitle', { title: purchase.course.title })}
      centered
      closeButtonProps={{ 'aria-label': _('commerce.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            {windowDays
              ? _('commerce.refund.window', { days: windowDays, date: formatDate(refundableUntil) })
              : _('commerce.refund.windowUnknown', { date: formatDate(refundableUntil) })}
          </Text>
          <Text>{_('commerce.refund.whatNext')}</Text>
          <Textarea
            label={_('commerce.refund.reason')}
            autosize
            minRows={3}
            maxLength={refundRequestLimits.reasonMax}
            required
            data-autofocus
            error={reasonError(errors.reason?.message)}
            {...register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={request.isPending}>
              {_('commerce.cancel')}
            </Button>
            <Button type="submit" loading={request.isPending}>
              {_('commerce.refund.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
