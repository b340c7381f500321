import { useLingui } from '@lingui/react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { QueryError } from '../../components/query-error';
import { NumberField } from '../components/number-field';
import { useInstructorShare, useSaveInstructorShare } from './payouts-api';

/** On an instructor's user page: their own share of each sale, or the setting's when none is set. */
export function InstructorShareCard({ userId }: { userId: string }) {
  const { _ } = useLingui();
  const share = useInstructorShare(userId);
  const save = useSaveInstructorShare(userId);
  const [value, setValue] = useState(Number.NaN);
  const [error, setError] = useState<string | null>(null);
  const stored = share.data?.instructorShare ?? null;
  useEffect(() => setValue(stored ?? Number.NaN), [stored]);

  if (share.isError) return <QueryError error={share.error} onRetry={() => void share.refetch()} />;
  const fallback = share.data?.defaultShare;
  const submit = () => {
    if (!Number.isInteger(value) || value < 0 || value > 100) {
      setError(_('console.share.invalid'));
      return;
    }
    setError(null);
    save.mutate(value);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {_('console.share.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {stored === null
            ? _('console.share.default', { fallback: fallback ?? '…' })
            : _('console.share.own', { stored, fallback: fallback ?? '…' })}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end" gap="sm">
            <NumberField
              label={_('console.share.label')}
              value={value}
              onChange={setValue}
              min={0}
              max={100}
              allowDecimal={false}
              error={error}
              maw={180}
              disabled={share.isPending}
            />
            <Button type="submit" loading={save.isPending} disabled={share.isPending}>
              {_('console.share.save')}
            </Button>
            {stored !== null ? (
              <Button variant="default" loading={save.isPending} onClick={() => save.mutate(null)}>
                {_('console.share.useSetting')}
              </Button>
            ) : null}
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
