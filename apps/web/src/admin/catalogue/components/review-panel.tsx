import { type AdminCourse, courseReviewLimits } from '@coursewise/contract';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useReturnCourse } from '../api/course-review';
import { PublishProblem } from './publish-problem';
import { ReviewBadge } from './review-badge';

interface ReviewPanelProps {
  course: Pick<AdminCourse, 'id' | 'slug' | 'title' | 'published' | 'review' | 'instructors'>;
  /** The header's publish (its refusal is shown by the header). */
  onPublish: () => void;
  isPublishing: boolean;
}

/**
 * The console's review of a course an instructor submitted: preview it as a learner, publish it, or
 * return it with a note the instructors are mailed. A returned course shows the note it went back with.
 */
export function ReviewPanel({ course, onPublish, isPublishing }: ReviewPanelProps) {
  const [isReturning, returning] = useDisclosure(false);
  const giveBack = useReturnCourse(course.id);
  const review = course.review;
  if (!review || course.published) return null;
  const owner = course.instructors[0];
  const teachers = course.instructors.map((person) => person.name || person.email).join(', ');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Review">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <ReviewBadge status={review.status} />
            <Text size="sm">
              {review.status === 'submitted'
                ? `Submitted on ${formatDate(review.submittedAt)}${owner ? ` by ${teachers}` : ''}.`
                : `Returned${review.returnedAt ? ` on ${formatDate(review.returnedAt)}` : ''}: waiting for the instructor.`}
            </Text>
          </Group>
          <Group gap="sm">
            <Anchor component={Link} to={`/courses/${course.slug}`} target="_blank" size="sm">
              Preview as a learner
            </Anchor>
            {review.status === 'submitted' ? (
              <>
                <Button variant="default" onClick={returning.open}>
                  Return to instructor
                </Button>
                <Button loading={isPublishing} onClick={onPublish}>
                  Publish
                </Button>
              </>
            ) : null}
          </Group>
        </Group>
        {review.note ? (
          <Alert variant="light" color="grape" title="Latest note to the instructor">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {review.note}
            </Text>
          </Alert>
        ) : null}
        {giveBack.isError ? (
          <PublishProblem
            title="The course could not be returned"
            error={giveBack.error}
            onClose={() => giveBack.reset()}
          />
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={isReturning}
        onClose={returning.close}
        title={`Return “${course.title}” to its instructor?`}
        message="The note is mailed to the course’s instructors and shown in their studio; they can change the course and submit it again."
        confirmLabel="Return to instructor"
        reason={{ label: 'Note to the instructor', required: true, maxLength: courseReviewLimits.noteMax }}
        isPending={giveBack.isPending}
        onConfirm={(note) => giveBack.mutate(note, { onSettled: returning.close })}
      />
    </Paper>
  );
}
