import type { AdminCourse } from '@coursewise/contract';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { useSubmitCourse } from '../api/course-review';
import { PublishProblem } from './publish-problem';
import { ReviewBadge } from './review-badge';

type ReviewedCourse = Pick<AdminCourse, 'id' | 'published' | 'review' | 'missingForPublish' | 'updatedAt'>;

/** What the instructor reads about the review, in one sentence. */
export function reviewSummary(course: Pick<AdminCourse, 'published' | 'review'>): string {
  if (course.published) return 'Published: your edits go live at once.';
  const review = course.review;
  if (!review) return 'A draft: submit it for review when it is ready; an admin then publishes it.';
  if (review.status === 'submitted')
    return `Submitted for review on ${formatDate(review.submittedAt)}: an admin will publish it or return it with a note.`;
  return `Returned${review.returnedAt ? ` on ${formatDate(review.returnedAt)}` : ''}: change what the note asks, then submit it again.`;
}

/**
 * The studio's review panel for one course: its status, the admin's latest note, and "Submit for
 * review" while it is a draft not awaiting review. A refusal (what is missing) is shown in full.
 */
export function ReviewStatus({
  course,
  onSubmitted,
}: {
  course: ReviewedCourse;
  onSubmitted?: (course: AdminCourse) => void;
}) {
  const submit = useSubmitCourse(course.id, onSubmitted);
  const [error, setError] = useState<{ error: unknown; version: string } | null>(null);
  const version = `${course.updatedAt}|${course.review?.status ?? ''}|${course.missingForPublish.join('|')}`;
  const canSubmit = !course.published && course.review?.status !== 'submitted';
  const note = course.review?.note;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Review">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <ReviewBadge status={course.published ? null : (course.review?.status ?? null)} />
          </Group>
          {canSubmit ? (
            <Button
              loading={submit.isPending}
              onClick={() => {
                setError(null);
                submit.mutate(undefined, { onError: (failure) => setError({ error: failure, version }) });
              }}
            >
              {course.review?.status === 'returned' ? 'Submit again' : 'Submit for review'}
            </Button>
          ) : null}
        </Group>
        <Text size="sm">{reviewSummary(course)}</Text>
        {note && !course.published ? (
          <Alert variant="light" color="grape" title="Note from the reviewer">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note}
            </Text>
          </Alert>
        ) : null}
        {error?.version === version ? (
          <PublishProblem
            title="The course cannot be submitted yet"
            error={error.error}
            onClose={() => setError(null)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
