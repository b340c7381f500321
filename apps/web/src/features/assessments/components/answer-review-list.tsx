import type { QuestionReview } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Badge, Group, Text, Title } from '@mantine/core';
import { CheckIcon } from '../../../components/icons';
import classes from './answer-review.module.css';
import { QuestionPicture } from './question-picture';

function CrossIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" />
    </svg>
  );
}

/** How an option is marked: correct, a wrong choice, or a choice whose own rightness is not told. */
type Mark = 'correct' | 'wrong' | 'chosen' | null;

/**
 * With the key, every correct option and each wrong choice. Without it only the choices: right when the
 * answer was, wrong when a single-choice answer was, and unmarked in a wrong multiple-choice answer (one of
 * them may be right, and saying which would give the key away).
 */
function markOf(
  review: QuestionReview,
  isCorrect: boolean | undefined,
  isChosen: boolean,
  keyShown: boolean,
): Mark {
  if (keyShown) return isCorrect ? 'correct' : isChosen ? 'wrong' : null;
  if (!isChosen) return null;
  if (review.isCorrect) return 'correct';
  return review.multiple ? 'chosen' : 'wrong';
}

const optionClasses: Record<Exclude<Mark, null>, string> = {
  correct: `${classes.reviewOption} ${classes.reviewOptionCorrect}`,
  wrong: `${classes.reviewOption} ${classes.reviewOptionWrong}`,
  chosen: `${classes.reviewOption} ${classes.reviewOptionChosen}`,
};
const choiceColours: Record<Exclude<Mark, null>, string> = {
  correct: 'teal.9',
  wrong: 'red.8',
  chosen: 'dark.6',
};

interface ReviewItemProps {
  review: QuestionReview;
  number: number;
  total: number;
  keyShown: boolean;
}

/**
 * One answered question: right or wrong and the learner's choices; with the key, the correct options
 * marked and why. Without it (a failed final with attempts left) only the choices, marked as the answer was.
 */
function ReviewItem({ review, number, total, keyShown }: ReviewItemProps) {
  const { _ } = useLingui();
  const chosen = new Set(review.chosenOptionIds);
  return (
    <li
      className={`${classes.reviewItem} ${review.isCorrect ? classes.reviewItemCorrect : classes.reviewItemWrong}`}
    >
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={700} c="cyan.9">
          {_('assessments.question.counter', { number, total })}
        </Text>
        <Badge color={review.isCorrect ? 'teal.8' : 'red.8'} variant="filled">
          {review.isCorrect ? _('assessments.review.correct') : _('assessments.review.wrong')}
        </Badge>
      </Group>
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {review.text}
      </Title>
      <QuestionPicture imageUrl={review.imageUrl} number={number} />
      {review.multiple ? (
        <Text size="sm" c="dimmed">
          {_('assessments.review.multiple')}
        </Text>
      ) : null}
      <ul className={classes.reviewOptions} aria-label={_('assessments.review.options', { number })}>
        {review.options.map((option) => {
          const isChosen = chosen.has(option.id);
          const mark = markOf(review, option.isCorrect, isChosen, keyShown);
          return (
            <li key={option.id} className={mark ? optionClasses[mark] : classes.reviewOption}>
              {mark === 'correct' ? <CheckIcon size={16} /> : mark === 'wrong' ? <CrossIcon /> : null}
              <span className={classes.optionText}>{option.text}</span>
              {keyShown && option.isCorrect ? (
                <Badge color="teal.9" variant="filled">
                  {_('assessments.review.correctAnswer')}
                </Badge>
              ) : null}
              {isChosen && mark ? (
                <Badge color={choiceColours[mark]} variant="outline">
                  {_('assessments.review.yourChoice')}
                </Badge>
              ) : null}
            </li>
          );
        })}
      </ul>
      {review.explanation ? (
        <div className={classes.explanation}>
          <Text size="sm" fw={700}>
            {_('assessments.review.explanation')}
          </Text>
          <Text size="sm">{review.explanation}</Text>
        </div>
      ) : null}
    </li>
  );
}

interface AnswerReviewListProps {
  questions: QuestionReview[];
  label: string;
  /** False while a final's key is withheld: the choices are shown, not the correct options. */
  keyShown?: boolean;
  /** The id of a note read with the list (why the key is withheld). */
  describedBy?: string;
}

/** Every question of an attempt with its review, in the order it was asked. */
export function AnswerReviewList({ questions, label, keyShown = true, describedBy }: AnswerReviewListProps) {
  return (
    <ol className={classes.reviewList} aria-label={label} aria-describedby={describedBy}>
      {questions.map((review, index) => (
        <ReviewItem
          key={review.questionId}
          review={review}
          number={index + 1}
          total={questions.length}
          keyShown={keyShown}
        />
      ))}
    </ol>
  );
}
