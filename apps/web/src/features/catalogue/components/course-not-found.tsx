import { useLingui } from '@lingui/react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';

/** An unknown or unpublished course slug. */
export function CourseNotFound() {
  const { _ } = useLingui();
  usePageTitle(_('catalogue.course.notFound'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{_('catalogue.course.notFound')}</Title>
        <Text c="dimmed">{_('catalogue.course.notFoundText')}</Text>
        <Button component={Link} to="/courses">
          {_('catalogue.course.browse')}
        </Button>
      </Stack>
    </Container>
  );
}
