import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links that help the visitor move on. */
  action?: ReactNode;
  headingOrder?: 2 | 3;
}

/** A friendly "nothing here yet" panel with a way forward. */
export function EmptyState({ title, description, action, headingOrder = 2 }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="gray.0">
      <Stack align="center" ta="center" gap="sm">
        <Title order={headingOrder} size="h3">
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
        {action}
      </Stack>
    </Paper>
  );
}
