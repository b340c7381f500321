import { Button, Paper, Stack, Text } from '@mantine/core';
import { errorMessage } from '../lib/api-client';

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  title?: string;
}

/** What a section shows when its data could not be loaded: the server's message and "Try again". */
export function QueryError({ error, onRetry, title = 'We could not load this' }: QueryErrorProps) {
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
          {title}
        </Text>
        <Text size="sm">{errorMessage(error)}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Paper>
  );
}
