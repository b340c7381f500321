import { type AdminCourse, courseReviewLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatDate } from '../../../lib/format';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useReturnCourse } from '../api/course-review';
import { dateLocale } from '../lib/editor-i18n';
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
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const [isReturning, returning] = useDisclosure(false);
  const giveBack = useReturnCourse(course.id);
  const review = course.review;
  if (!review || course.published) return null;
  const owner = course.instructors[0];
  const teachers = course.instructors.map((person) => person.name || person.email).join(', ');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={_('editor.review.region')}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <ReviewBadge status={review.status} />
            <Text size="sm">
              {review.status === 'submitted'
                ? owner
                  ? _('editor.review.submittedBy', {
                      date: formatDate(review.submittedAt, dateLocale(locale)),
                      teachers,
                    })
                  : _('editor.review.submitted', { date: formatDate(review.submittedAt, dateLocale(locale)) })
                : review.returnedAt
                  ? _('editor.review.returnedOn', { date: formatDate(review.returnedAt, dateLocale(locale)) })
                  : _('editor.review.returned')}
            </Text>
          </Group>
          <Group gap="sm">
            <Anchor component={Link} to={`/courses/${course.slug}`} target="_blank" size="sm">
              {_('editor.review.preview')}
            </Anchor>
            {review.status === 'submitted' ? (
              <>
                <Button variant="default" onClick={returning.open}>
                  {_('editor.review.return')}
                </Button>
                <Button loading={isPublishing} onClick={onPublish}>
                  {_('editor.header.publish')}
                </Button>
              </>
            ) : null}
          </Group>
        </Group>
        {review.note ? (
          <Alert variant="light" color="grape" title={_('editor.review.latestNote')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {review.note}
            </Text>
          </Alert>
        ) : null}
        {giveBack.isError ? (
          <PublishProblem
            title={_('editor.review.returnFailed')}
            error={giveBack.error}
            onClose={() => giveBack.reset()}
          />
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={isReturning}
        onClose={returning.close}
        title={_('editor.review.returnTitle', { title: course.title })}
        message={_('editor.review.returnMessage')}
        confirmLabel={_('editor.review.return')}
        reason={{
          label: _('editor.review.noteLabel'),
          required: true,
          maxLength: courseReviewLimits.noteMax,
        }}
        isPending={giveBack.isPending}
        onConfirm={(note) => giveBack.mutate(note, { onSettled: returning.close })}
      />
    </Paper>
  );
}
