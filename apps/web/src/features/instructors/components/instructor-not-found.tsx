import { useLingui } from '@lingui/react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';

/** A slug no instructor has (or one who no longer teaches here). */
export function InstructorNotFound() {
  const { _ } = useLingui();
  usePageTitle(_('catalogue.instructor.notFound'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{_('catalogue.instructor.notFound')}</Title>
        <Text c="dimmed">{_('catalogue.instructor.notFoundText')}</Text>
        <Button component={Link} to="/courses">
          {_('catalogue.course.browse')}
        </Button>
      </Stack>
    </Container>
  );
}
