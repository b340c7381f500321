import { useLingui } from '@lingui/react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';

/** Last-resort screen when a page crashes or its code fails to load (e.g. after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  const { _ } = useLingui();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>{_('toast.somethingWentWrong')}</Title>
        <Text c="dimmed">{_('routeError.body')}</Text>
        <Button onClick={() => window.location.reload()}>{_('routeError.reload')}</Button>
      </Stack>
    </Container>
  );
}
