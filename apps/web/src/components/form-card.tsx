import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'xs' | 'sm' | 'md';
}

/** The centred card the sign-in, sign-up and recovery pages are laid out in. */
export function FormCard({ title, description, children, footer, size = 'xs' }: FormCardProps) {
  return (
    <Container size={size} py={{ base: 'lg', md: 48 }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1}>{title}</Title>
            {description ? <Text c="dimmed">{description}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer ? (
        <Stack gap="xs" align="center" mt="md" ta="center">
          {footer}
        </Stack>
      ) : null}
    </Container>
  );
}
