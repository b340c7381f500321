import { type Purchase, refundRequestLimits } from '@coursewise/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { Type } from '@sinclair/typebox';
import { useForm } from 'react-hook-form';
import { notify } from '../../../lib/event-bus';
import { formatDate } from '../../../lib/format';
import { applyServerFieldErrors, formResolver } from '../../../lib/validation';
import { selectSettings, useAppSelector } from '../../../store';
import { useRequestRefund } from '../api/request-refund';

const schema = Type.Object({
  reason: Type.String({
    minLength: 1,
    maxLength: refundRequestLimits.reasonMax,
    errorMessage: `Say in 1 to ${refundRequestLimits.reasonMax} characters why you want a refund`,
  }),
});
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
  const windowDays = useAppSelector(selectSettings)?.refundWindowDays;
  const request = useRequestRefund(purchase.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' }, resolver });

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
          notify.success(message ?? 'Your request was sent');
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
      title={`Request a refund of “${purchase.course.title}”?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            {windowDays ? `You can ask within ${windowDays} days of buying a course` : 'You can ask'}: for
            this purchase until {formatDate(refundableUntil)}.
          </Text>
          <Text>
            If you have studied only a little of the course, the money goes back to your card at once and the
            course leaves My learning (with any certificate for it). Otherwise we look at your request and
            answer by email.
          </Text>
          <Textarea
            label="Why do you want a refund?"
            autosize
            minRows={3}
            maxLength={refundRequestLimits.reasonMax}
            required
            data-autofocus
            error={errors.reason?.message}
            {...register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={request.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={request.isPending}>
              Send the request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
