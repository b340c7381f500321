import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';

/** An unknown or unpublished course slug. */
export function CourseNotFound() {
  usePageTitle('Course not found');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Course not found</Title>
        <Text c="dimmed">This course does not exist or is no longer available.</Text>
        <Button component={Link} to="/courses">
          Browse courses
        </Button>
      </Stack>
    </Container>
  );
}
