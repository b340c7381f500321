import { useLingui } from '@lingui/react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../lib/api-client';

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  title?: string;
}

/**
 * The message to show for a failure: the server's own words as they came, the app's fallback ("Something
 * went wrong", for a network failure or a wordless answer) in the page's language.
 */
export function localisedErrorMessage(error: unknown, _: (id: string) => string): string {
  const message = errorMessage(error);
  return message === FALLBACK_ERROR_MESSAGE ? _('toast.somethingWentWrong') : message;
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
        <Text size="sm">{localisedErrorMessage(error, _)}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          {_('queryError.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
