import type { FinalReview } from '@coursewise/contract';
import { Stack, Text, Title } from '@mantine/core';
import { formatAttemptTime } from '../lib/format-attempt';
import { AnswerReviewList } from './answer-review-list';
import { ScoreSummary } from './score-summary';

/** One final attempt's review: its score and date, then every question with the correct options and why. */
export function FinalReviewBody({ review, passMark }: { review: FinalReview; passMark?: number }) {
  const { attempt, questions } = review;
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
        <AnswerReviewList questions={questions} label="Questions and answers" />
      </Stack>
    </>
  );
}
