import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** An id that names no certificate (mistyped, cut short, or made up). */
export function CertificateNotFound() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>We could not find this certificate</Title>
        <Text c="dimmed">
          No certificate has this address. Check that the link is complete, or ask the person who shared it
          for a new one.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/courses">
            Browse courses
          </Button>
          <Button component={Link} to="/" variant="default">
            Home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
