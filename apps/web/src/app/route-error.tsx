import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';

/** Last-resort screen when a page crashes or its code fails to load (e.g. after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">The page could not be shown. Reloading usually fixes this.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Container>
  );
}
