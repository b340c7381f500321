import { useLingui } from '@lingui/react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useReportPost } from '../../api/discussions';

/** "Report": asks why, then sends it to the admins once. */
export function DiscussionReportButton({ kind, id }: { kind: 'thread' | 'reply'; id: string }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportPost();
  if (report.isSuccess)
    return (
      <Text size="sm" c="dimmed">
        {_('learning.report.done')}
      </Text>
    );
  if (report.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {report.error.message}
      </Text>
    );
  if (!open)
    return (
      <Button size="xs" variant="subtle" color="gray" onClick={() => setOpen(true)}>
        {_('learning.report.open')}
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) report.mutate({ kind, id, reason: reason.trim() });
  };
  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-end">
        <TextInput
          size="xs"
          label={_('learning.report.reason')}
          required
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Button size="xs" type="submit" loading={report.isPending}>
          {_('learning.report.send')}
        </Button>
      </Group>
    </form>
  );
}
