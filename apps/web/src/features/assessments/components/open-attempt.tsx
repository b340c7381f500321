import type { AnswerInput, FinalAssessment } from '@coursewise/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { pluralise } from '../../../lib/format';
import { QuestionForm } from './question-form';

interface OpenAttemptProps {
  final: FinalAssessment;
  isSubmitting: boolean;
  onSubmit: (attemptId: string, answers: AnswerInput[]) => void;
  isFocusedAtFirst: boolean;
}

/** The open attempt: what it takes to pass and how many tries remain, then its questions. */
export function OpenAttempt({ final, isSubmitting, onSubmit, isFocusedAtFirst }: OpenAttemptProps) {
  const attemptId = final.attemptId ?? '';
  const left = final.attemptsAllowed - final.attemptsUsed;
  return (
    <Stack gap="md">
      <Text>
        Attempt {final.attemptsUsed + 1} of {final.attemptsAllowed} ·{' '}
        {pluralise(final.questions.length, 'question')} · Pass mark {final.passMark}%
      </Text>
      <Alert color="cyan" variant="light" title={`${pluralise(left, 'attempt')} left`}>
        Submitting uses one attempt. Pass to receive your certificate.
      </Alert>
      <QuestionForm
        key={attemptId}
        questions={final.questions}
        label="Final assessment"
        submitLabel="Submit the assessment"
        isSubmitting={isSubmitting}
        onSubmit={(answers) => onSubmit(attemptId, answers)}
        isFocusedAtFirst={isFocusedAtFirst}
      />
    </Stack>
  );
}
