import type { FinalReview } from '@coursewise/contract';
import { Stack, Text, Title } from '@mantine/core';
import { formatAttemptTime } from '../lib/format-attempt';
import { AnswerReviewList } from './answer-review-list';
import { ScoreSummary } from './score-summary';

/** Why a failed final's review shows the learner's choices but not the key. */
export const KEY_WITHHELD =
  'The correct answers and their explanations are shown once you pass or have used every attempt.';

/**
 * One final attempt's review: its score and date, then every question, right or wrong, with the learner's
 * choices; the correct options and why once the key is shown (passed, or no attempts left).
 */
export function FinalReviewBody({ review, passMark }: { review: FinalReview; passMark?: number }) {
  const { attempt, questions, keyShown } = review;
  return (
    <>
      <Stack gap="sm">
        <Title order={2}>Attempt {attempt.number}</Title>
        <Text size="sm" c="dimmed">
          Submitted on {formatAttemptTime(attempt.createdAt)}
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
          Questions and answers
        </Title>
        {keyShown ? null : <Text id="final-review-key-withheld">{KEY_WITHHELD}</Text>}
        <AnswerReviewList
          questions={questions}
          label="Questions and answers"
          keyShown={keyShown}
          describedBy={keyShown ? undefined : 'final-review-key-withheld'}
        />
      </Stack>
    </>
  );
}
