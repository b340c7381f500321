import type { ChapterAttemptResult } from '@coursewise/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { AnswerReviewList } from './answer-review-list';
import classes from './assessments.module.css';
import { ScoreSummary } from './score-summary';

export interface NextStep {
  to: string;
  label: string;
}

interface ChapterQuizResultProps {
  result: ChapterAttemptResult;
  passMark: number;
  /** Where a learner who passed goes on: the next chapter, or the final assessment after the last. */
  next: NextStep | null;
  chapterPath: string;
  onRetake: () => void;
}

/** The attempt's score against the pass mark, then every answer marked with the correct options. */
export function ChapterQuizResult({ result, passMark, next, chapterPath, onRetake }: ChapterQuizResultProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack gap="lg">
      <Stack gap="sm" role="region" aria-labelledby="quiz-result-heading">
        <Title order={2} id="quiz-result-heading" ref={headingRef} tabIndex={-1} className={classes.heading}>
          Your result
        </Title>
        <ScoreSummary
          percentage={result.percentage}
          correct={result.correct}
          total={result.total}
          passed={result.passed}
          passMark={passMark}
        />
        <Text>
          {result.passed
            ? 'Well done: this chapter is complete.'
            : 'Read the explanations below, then try again: you can retake the quiz as often as you like.'}
        </Text>
        <Group gap="sm">
          {result.passed && next ? (
            <Button component={Link} to={next.to} rightSection={<span aria-hidden="true">→</span>}>
              {next.label}
            </Button>
          ) : null}
          <Button variant={result.passed ? 'default' : 'filled'} onClick={onRetake}>
            Retake
          </Button>
          <Button component={Link} to={chapterPath} variant="subtle">
            Back to the chapter
          </Button>
        </Group>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Your answers
        </Title>
        <AnswerReviewList questions={result.review} label="Your answers" />
      </Stack>
    </Stack>
  );
}
