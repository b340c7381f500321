import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';

/** A content page's shape while it loads. */
export function ContentSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading…">
      <Skeleton height={36} width="60%" />
      <Skeleton height={16} width="80%" />
      <Skeleton height={16} width="90%" mt="lg" />
      <Skeleton height={16} width="85%" />
      <Skeleton height={16} width="70%" />
    </Stack>
  );
}

/** A content page that could not load: "Page not found" for a 404, else the message and a retry. */
export function ContentError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 404) return <ContentNotFound />;
  return <QueryError error={error} onRetry={onRetry} title="This page could not load" />;
}

function ContentNotFound() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">This page has not been published yet.</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
