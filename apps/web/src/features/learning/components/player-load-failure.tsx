import { Container } from '@mantine/core';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { NotOwnedMessage, PlayerNotFound } from './player-states';

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
  const failed = course.error ?? outline.error;
  const status = isApiError(failed) ? failed.status : 0;
  if (course.isError && (status === 404 || status === 400)) return <PlayerNotFound what="course" />;
  if (outline.isError && status === 403) return <NotOwnedMessage slug={slug} />;
  return (
    <Container size="sm" py="xl">
      <QueryError
        error={failed}
        onRetry={() => void (course.isError ? course.refetch() : outline.refetch())}
        title="The course could not load"
      />
    </Container>
  );
}
