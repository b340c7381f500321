import { useLingui } from '@lingui/react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { errorMessage } from '../lib/api-client';

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  title?: string;
}

/** What a section shows when its data could not be loaded: the server's message and "Try again". */
export function QueryError({ error, onRetry, title }: QueryErrorProps) {
  const { _ } = useLingui();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="red.0"
      role="alert"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      <Stack gap="xs" align="flex-start">
        <Text fw={700} c="red.9">
          {title ?? _('queryError.title')}
        </Text>
        <Text size="sm">{errorMessage(error)}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {_('queryError.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
