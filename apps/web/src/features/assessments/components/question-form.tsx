import type { AnswerInput, Question } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { type AnswerSheet, chooseOption, toAnswerInputs, unansweredQuestions } from '../lib/answer-sheet';
import { listNumbers } from '../lib/intl';
import { AnsweredProgress } from './answered-progress';
import { QuestionFieldset } from './question-fieldset';
import classes from './question-form.module.css';

interface QuestionFormProps {
  questions: Question[];
  /** What the form is, for screen readers ("Quiz: Variables and types"). */
  label: string;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (answers: AnswerInput[]) => void;
  /** Take focus to the first question on arrival (a retake, where the result it replaces had focus). */
  isFocusedAtFirst?: boolean;
}

/**
 * Every question on one page with a running "answered" count. Submitting with questions left open
 * sends nothing: it says which ones and takes the learner to the first.
 */
export function QuestionForm({
  questions,
  label,
  submitLabel,
  isSubmitting,
  onSubmit,
  isFocusedAtFirst = false,
}: QuestionFormProps) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const idPrefix = useId();
  const [sheet, setSheet] = useState<AnswerSheet>({});
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const missing = unansweredQuestions(questions, sheet);
  const missingIds = new Set(missing.map(({ question }) => question.id));
  const fieldsetId = (number: number) => `${idPrefix}-question-${number}`;
  const showMissing = hasTriedSubmit && missing.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears.
  useEffect(() => {
    if (isFocusedAtFirst) document.getElementById(fieldsetId(1))?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const [first] = missing;
    if (first) {
      setHasTriedSubmit(true);
      document.getElementById(fieldsetId(first.number))?.focus();
      return;
    }
    onSubmit(toAnswerInputs(questions, sheet));
  };

  return (
    <form className={classes.form} aria-label={label} onSubmit={submit} noValidate>
      <AnsweredProgress answered={questions.length - missing.length} total={questions.length} />
      {questions.map((question, index) => (
        <QuestionFieldset
          key={question.id}
          id={fieldsetId(index + 1)}
          question={question}
          number={index + 1}
          total={questions.length}
          chosen={sheet[question.id] ?? []}
          isMissing={showMissing && missingIds.has(question.id)}
          onChoose={(optionId, isChosen) =>
            setSheet((current) => chooseOption(current, question, optionId, isChosen))
          }
        />
      ))}
      {showMissing ? (
        <Alert color="red" variant="light" title={_('assessments.form.missingTitle')}>
          {_('assessments.form.missingBody', {
            count: missing.length,
            numbers: listNumbers(
              missing.map(({ number }) => number),
              locale,
            ),
          })}
        </Alert>
      ) : null}
      <Group gap="sm" align="center">
        <Button type="submit" size="md" loading={isSubmitting}>
          {submitLabel}
        </Button>
        <Text size="sm" c="dimmed">
          {missing.length === 0
            ? _('assessments.form.allAnswered')
            : _('assessments.form.toAnswer', { count: missing.length, total: questions.length })}
        </Text>
      </Group>
    </form>
  );
}
