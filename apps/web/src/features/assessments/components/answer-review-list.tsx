import type { QuestionReview } from '@coursewise/contract';
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

function optionClass(isCorrect: boolean, isChosen: boolean): string | undefined {
  if (isCorrect) return `${classes.reviewOption} ${classes.reviewOptionCorrect}`;
  if (isChosen) return `${classes.reviewOption} ${classes.reviewOptionWrong}`;
  return classes.reviewOption;
}

/** One answered question: right or wrong, every option with the correct ones and the learner's marked, and why. */
function ReviewItem({ review, number, total }: { review: QuestionReview; number: number; total: number }) {
  const chosen = new Set(review.chosenOptionIds);
  return (
    <li
      className={`${classes.reviewItem} ${review.isCorrect ? classes.reviewItemCorrect : classes.reviewItemWrong}`}
    >
      <Group gap="xs" justify="space-between">
        <Text size="sm" fw={700} c="cyan.9">
          Question {number} of {total}
        </Text>
        <Badge color={review.isCorrect ? 'teal.8' : 'red.8'} variant="filled">
          {review.isCorrect ? 'Correct' : 'Wrong'}
        </Badge>
      </Group>
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {review.text}
      </Title>
      <QuestionPicture imageUrl={review.imageUrl} number={number} />
      {review.multiple ? (
        <Text size="sm" c="dimmed">
          Several options are correct: all of them had to be chosen.
        </Text>
      ) : null}
      <ul className={classes.reviewOptions} aria-label={`Options of question ${number}`}>
        {review.options.map((option) => {
          const isChosen = chosen.has(option.id);
          return (
            <li key={option.id} className={optionClass(option.isCorrect, isChosen)}>
              {option.isCorrect ? <CheckIcon size={16} /> : isChosen ? <CrossIcon /> : null}
              <span className={classes.optionText}>{option.text}</span>
              {option.isCorrect ? (
                <Badge color="teal.9" variant="filled">
                  Correct answer
                </Badge>
              ) : null}
              {isChosen ? (
                <Badge color={option.isCorrect ? 'teal.9' : 'red.8'} variant="outline">
                  Your choice
                </Badge>
              ) : null}
            </li>
          );
        })}
      </ul>
      {review.explanation ? (
        <div className={classes.explanation}>
          <Text size="sm" fw={700}>
            Explanation
          </Text>
          <Text size="sm">{review.explanation}</Text>
        </div>
      ) : null}
    </li>
  );
}

/** Every question of an attempt with its review, in the order it was asked. */
export function AnswerReviewList({ questions, label }: { questions: QuestionReview[]; label: string }) {
  return (
    <ol className={classes.reviewList} aria-label={label}>
      {questions.map((review, index) => (
        <ReviewItem key={review.questionId} review={review} number={index + 1} total={questions.length} />
      ))}
    </ol>
  );
}
