import { useLingui } from '@lingui/react';
import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';

/** A content page's shape while it loads. */
export function ContentSkeleton() {
  const { _ } = useLingui();
  return (
    <Stack gap="md" role="status" aria-label={_('home.loading')}>
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
  const { _ } = useLingui();
  if (isApiError(error) && error.status === 404) return <ContentNotFound />;
  return <QueryError error={error} onRetry={onRetry} title={_('content.pageError')} />;
}

function ContentNotFound() {
  const { _ } = useLingui();
  usePageTitle(_('shared.notFound.title'));
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{_('shared.notFound.title')}</Title>
        <Text c="dimmed">{_('content.notPublished')}</Text>
        <Button component={Link} to="/">
          {_('shared.notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
