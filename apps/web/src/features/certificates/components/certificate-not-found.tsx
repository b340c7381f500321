import { useLingui } from '@lingui/react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** An id that names no certificate (mistyped, cut short, or made up). */
export function CertificateNotFound() {
  const { _ } = useLingui();
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{_('assessments.certificate.notFoundTitle')}</Title>
        <Text c="dimmed">{_('assessments.certificate.notFoundBody')}</Text>
        <Group justify="center">
          <Button component={Link} to="/courses">
            {_('home.browse')}
          </Button>
          <Button component={Link} to="/" variant="default">
            {_('assessments.certificate.homePage')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
