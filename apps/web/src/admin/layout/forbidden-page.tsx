import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/use-page-title';

interface ForbiddenPageProps {
  title?: string;
  message?: string;
}

/** What a signed-in learner sees at /admin (or /studio, with its own words): no console, a way back. */
export function ForbiddenPage({
  title = 'You cannot open the admin console',
  message = 'Your account is not an administrator. Ask an administrator if you need access.',
}: ForbiddenPageProps) {
  usePageTitle('Not allowed');
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
            Go to the home page
          </Button>
          <Button component={Link} to="/my-learning" variant="default">
            My learning
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
