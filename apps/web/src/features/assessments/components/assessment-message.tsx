import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AssessmentMessageProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** A state of a quiz or the final assessment explained in the page's column, with a way on. */
export function AssessmentMessage({ title, children, actions }: AssessmentMessageProps) {
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2}>{title}</Title>
      <Text component="div">{children}</Text>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Stack>
  );
}
