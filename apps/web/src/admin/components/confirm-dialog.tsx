import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, in words the admin can check before confirming. */
  message: ReactNode;
  confirmLabel: string;
  /** Red for destructive actions (delete, refund, revoke). */
  isDanger?: boolean;
  /** Ask for a reason (refunds, revocations); it is passed to `onConfirm`. */
  reason?: { label: string; required?: boolean; maxLength?: number };
  isPending?: boolean;
  onConfirm: (reason: string) => void;
}

/** A confirmation before an action that cannot be taken back, with an optional reason field. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, reason } = props;
  const { _ } = useLingui();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setText('');
      setError(null);
    }
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason?.required && text.trim() === '') {
      setError(_('console.confirm.reasonRequired'));
      return;
    }
    props.onConfirm(text.trim());
  };

  return (
    <Modal opened={opened} onClose={props.onClose} title={props.title} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm">{props.message}</Text>
          {reason ? (
            <Textarea
              label={reason.label}
              withAsterisk={reason.required}
              maxLength={reason.maxLength ?? 500}
              autosize
              minRows={2}
              value={text}
              error={error}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={props.isPending}>
              {_('console.common.cancel')}
            </Button>
            <Button type="submit" color={props.isDanger ? 'red' : undefined} loading={props.isPending}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
