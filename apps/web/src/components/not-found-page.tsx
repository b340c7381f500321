import { useLingui } from '@lingui/react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';

export function NotFoundPage() {
  const { _ } = useLingui();
  usePageTitle(_('shared.notFound.title'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={64} c="cyan.9" aria-hidden="true" lh={1}>
          404
        </Text>
        <Title order={1}>{_('shared.notFound.title')}</Title>
        <Text c="dimmed">{_('shared.notFound.body')}</Text>
        <Button component={Link} to="/">
          {_('shared.notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
