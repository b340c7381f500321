import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { QueryError } from '../../components/query-error';
import { NumberField } from '../components/number-field';
import { useInstructorShare, useSaveInstructorShare } from './payouts-api';

/** On an instructor's user page: their own share of each sale, or the setting's when none is set. */
export function InstructorShareCard({ userId }: { userId: string }) {
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
      setError('Enter a whole number from 0 to 100');
      return;
    }
    setError(null);
    save.mutate(value);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Instructor share
        </Title>
        <Text size="sm" c="dimmed">
          {stored === null
            ? `This instructor is paid the setting's share (${fallback ?? '…'} %) of each sale.`
            : `This instructor is paid their own share, ${stored} %, of each sale (the setting is ${fallback ?? '…'} %).`}{' '}
          A change applies to sales from now on.
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end" gap="sm">
            <NumberField
              label="Own share (%)"
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
              Save share
            </Button>
            {stored !== null ? (
              <Button variant="default" loading={save.isPending} onClick={() => save.mutate(null)}>
                Use the setting
              </Button>
            ) : null}
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
