import { useLingui } from '@lingui/react';
import { Container } from '@mantine/core';
import { NotFoundPage } from '../../../components/not-found-page';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { NotOwnedMessage } from './player-states';

interface FailedQuery {
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

interface PlayerLoadFailureProps {
  slug: string;
  /** The course page's query (by slug) and the learner's outline (by id). */
  course: FailedQuery;
  outline: FailedQuery;
}

/** Why the player cannot open: no such course, a course not bought, or an error to retry. */
export function PlayerLoadFailure({ slug, course, outline }: PlayerLoadFailureProps) {
  const { _ } = useLingui();
  const failed = course.error ?? outline.error;
  const status = isApiError(failed) ? failed.status : 0;
  // An unknown slug is an address no page has: the app's not-found page (the server answers it with 404).
  if (course.isError && (status === 404 || status === 400)) return <NotFoundPage />;
  if (outline.isError && status === 403) return <NotOwnedMessage slug={slug} />;
  return (
    <Container size="sm" py="xl">
      <QueryError
        error={failed}
        onRetry={() => void (course.isError ? course.refetch() : outline.refetch())}
        title={_('learning.player.courseError')}
      />
    </Container>
  );
}
