import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';

/** A slug no instructor has (or one who no longer teaches here). */
export function InstructorNotFound() {
  usePageTitle('Instructor not found');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Instructor not found</Title>
        <Text c="dimmed">No instructor has this address, or they no longer teach here.</Text>
        <Button component={Link} to="/courses">
          Browse courses
        </Button>
      </Stack>
    </Container>
  );
}
