import { useLingui } from '@lingui/react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title';

interface ForbiddenPageProps {
  title?: string;
  message?: string;
}

/** What a signed-in learner sees at /admin (or /studio, with its own words): no console, a way back. */
export function ForbiddenPage(props: ForbiddenPageProps) {
  const { _ } = useLingui();
  const title = props.title ?? _('console.forbidden.title');
  const message = props.message ?? _('console.forbidden.message');
  usePageTitle(_('console.forbidden.pageTitle'));
  return (
    <Container size="sm" py={64} component="main">
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={64} c="cyan.9" aria-hidden="true" lh={1}>
          403
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{message}</Text>
        <Group justify="center">
          <Button component={Link} to="/">
            {_('shared.notFound.home')}
          </Button>
          <Button component={Link} to="/my-learning" variant="default">
            {_('nav.myLearning')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
