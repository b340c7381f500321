import type { Question } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Checkbox, Radio, Text } from '@mantine/core';
import classes from './question-form.module.css';
import { QuestionPicture } from './question-picture';

interface QuestionFieldsetProps {
  question: Question;
  number: number;
  total: number;
  /** The id of the fieldset, so a learner can be taken to it. */
  id: string;
  chosen: readonly string[];
  /** Shown once the learner tried to submit without answering this question. */
  isMissing: boolean;
  onChoose: (optionId: string, isChosen: boolean) => void;
}

const optionClassNames = {
  root: classes.option,
  labelWrapper: classes.optionLabelWrapper,
  label: classes.optionLabel,
};

/**
 * One question as a fieldset named by its number and text: radios for single choice (arrow keys move
 * between them), checkboxes marked "Choose all that apply" for multiple choice.
 */
export function QuestionFieldset({
  question,
  number,
  total,
  id,
  chosen,
  isMissing,
  onChoose,
}: QuestionFieldsetProps) {
  const { _ } = useLingui();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={isMissing ? `${classes.question} ${classes.questionMissing}` : classes.question}>
      <fieldset
        id={id}
        tabIndex={-1}
        className={classes.fieldset}
        aria-describedby={isMissing ? `${hintId} ${errorId}` : hintId}
        aria-invalid={isMissing || undefined}
      >
        <legend className={classes.legend}>
          <span className={classes.number}>{_('assessments.question.counter', { number, total })}</span>
          <span className={classes.questionText}>{question.text}</span>
        </legend>
        <QuestionPicture imageUrl={question.imageUrl} number={number} />
        <Text id={hintId} size="sm" fw={600} c={question.multiple ? 'violet.9' : 'dimmed'}>
          {question.multiple ? _('assessments.question.chooseAll') : _('assessments.question.chooseOne')}
        </Text>
        <div className={classes.options}>
          {question.options.map((option) =>
            question.multiple ? (
              <Checkbox
                key={option.id}
                classNames={optionClassNames}
                value={option.id}
                label={option.text}
                checked={chosen.includes(option.id)}
                onChange={(event) => onChoose(option.id, event.currentTarget.checked)}
              />
            ) : (
              <Radio
                key={option.id}
                classNames={optionClassNames}
                name={id}
                value={option.id}
                label={option.text}
                checked={chosen.includes(option.id)}
                onChange={(event) => onChoose(option.id, event.currentTarget.checked)}
              />
            ),
          )}
        </div>
        {isMissing ? (
          <Text id={errorId} size="sm" c="red.8" fw={600}>
            {_('assessments.question.missing')}
          </Text>
        ) : null}
      </fieldset>
    </div>
  );
}
