import type { AnswerInput, FinalAssessment } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Stack, Text } from '@mantine/core';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatPercent } from '../lib/intl';
import { QuestionForm } from './question-form';

interface OpenAttemptProps {
  final: FinalAssessment;
  isSubmitting: boolean;
  onSubmit: (attemptId: string, answers: AnswerInput[]) => void;
  isFocusedAtFirst: boolean;
}

/** The open attempt: what it takes to pass and how many tries remain, then its questions. */
export function OpenAttempt({ final, isSubmitting, onSubmit, isFocusedAtFirst }: OpenAttemptProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const attemptId = final.attemptId ?? '';
  const left = final.attemptsAllowed - final.attemptsUsed;
  return (
    <Stack gap="md">
      <Text>
        {_('assessments.final.attemptSummary', {
          number: final.attemptsUsed + 1,
          allowed: final.attemptsAllowed,
          count: final.questions.length,
          passMark: formatPercent(final.passMark, locale),
        })}
      </Text>
      <Alert color="cyan" variant="light" title={_('assessments.final.attemptsLeft', { count: left })}>
        {_('assessments.final.attemptRule')}
      </Alert>
      <QuestionForm
        key={attemptId}
        questions={final.questions}
        label={_('assessments.final.title')}
        submitLabel={_('assessments.final.submit')}
        isSubmitting={isSubmitting}
        onSubmit={(answers) => onSubmit(attemptId, answers)}
        isFocusedAtFirst={isFocusedAtFirst}
      />
    </Stack>
  );
}
