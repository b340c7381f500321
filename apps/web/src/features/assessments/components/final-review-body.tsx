import type { FinalReview } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Stack, Text, Title } from '@mantine/core';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatAttemptTime } from '../lib/format-attempt';
import { dateTag } from '../lib/intl';
import { AnswerReviewList } from './answer-review-list';
import { ScoreSummary } from './score-summary';

/**
 * Why a failed final's review shows the learner's choices but not the key: the English of
 * `assessments.review.keyWithheld`, which the page shows (the review's tests look for it).
 */
export const KEY_WITHHELD =
  'The correct answers and their explanations are shown once you pass or have used every attempt.';

/**
 * One final attempt's review: its score and date, then every question, right or wrong, with the learner's
 * choices; the correct options and why once the key is shown (passed, or no attempts left).
 */
export function FinalReviewBody({ review, passMark }: { review: FinalReview; passMark?: number }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const { attempt, questions, keyShown } = review;
  return (
    <>
      <Stack gap="sm">
        <Title order={2}>{_('assessments.attempts.attempt', { number: attempt.number })}</Title>
        <Text size="sm" c="dimmed">
          {_('assessments.review.submittedOn', {
            date: formatAttemptTime(attempt.createdAt, dateTag(locale)),
          })}
        </Text>
        <ScoreSummary
          percentage={attempt.percentage}
          correct={attempt.correct}
          total={attempt.total}
          passed={attempt.passed}
          passMark={passMark}
        />
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {_('assessments.review.questions')}
        </Title>
        {keyShown ? null : <Text id="final-review-key-withheld">{_('assessments.review.keyWithheld')}</Text>}
        <AnswerReviewList
          questions={questions}
          label={_('assessments.review.questions')}
          keyShown={keyShown}
          describedBy={keyShown ? undefined : 'final-review-key-withheld'}
        />
      </Stack>
    </>
  );
}
