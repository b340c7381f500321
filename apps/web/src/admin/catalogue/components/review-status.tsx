import type { AdminCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../../i18n/locales';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatDate } from '../../../lib/format';
import { useSubmitCourse } from '../api/course-review';
import { dateLocale, inEnglish, type Translate } from '../lib/editor-i18n';
import { PublishProblem } from './publish-problem';
import { ReviewBadge } from './review-badge';

type ReviewedCourse = Pick<AdminCourse, 'id' | 'published' | 'review' | 'missingForPublish' | 'updatedAt'>;

/** What the instructor reads about the review, in one sentence. */
export function reviewSummary(
  course: Pick<AdminCourse, 'published' | 'review'>,
  _: Translate = inEnglish,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (course.published) return _('editor.reviewStatus.published');
  const review = course.review;
  if (!review) return _('editor.reviewStatus.draft');
  if (review.status === 'submitted')
    return _('editor.reviewStatus.submitted', { date: formatDate(review.submittedAt, dateLocale(locale)) });
  return review.returnedAt
    ? _('editor.reviewStatus.returnedOn', { date: formatDate(review.returnedAt, dateLocale(locale)) })
    : _('editor.reviewStatus.returned');
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
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const submit = useSubmitCourse(course.id, onSubmitted);
  const [error, setError] = useState<{ error: unknown; version: string } | null>(null);
  const version = `${course.updatedAt}|${course.review?.status ?? ''}|${course.missingForPublish.join('|')}`;
  const canSubmit = !course.published && course.review?.status !== 'submitted';
  const note = course.review?.note;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={_('editor.review.region')}>
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
              {course.review?.status === 'returned'
                ? _('editor.reviewStatus.submitAgain')
                : _('editor.reviewStatus.submit')}
            </Button>
          ) : null}
        </Group>
        <Text size="sm">{reviewSummary(course, _, locale)}</Text>
        {note && !course.published ? (
          <Alert variant="light" color="grape" title={_('editor.reviewStatus.note')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note}
            </Text>
          </Alert>
        ) : null}
        {error?.version === version ? (
          <PublishProblem
            title={_('editor.reviewStatus.submitRefused')}
            error={error.error}
            onClose={() => setError(null)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
