import type { ChapterAttemptResult } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { AnswerReviewList } from './answer-review-list';
import classes from './assessments.module.css';
import { ScoreSummary } from './score-summary';

export interface NextStep {
  to: string;
  /** The id of the button's words, shown through `_`. */
  label: 'assessments.quiz.nextChapter' | 'assessments.quiz.finalAssessment';
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
  const { _ } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack gap="lg">
      <Stack gap="sm" role="region" aria-labelledby="quiz-result-heading">
        <Title order={2} id="quiz-result-heading" ref={headingRef} tabIndex={-1} className={classes.heading}>
          {_('assessments.quiz.result')}
        </Title>
        <ScoreSummary
          percentage={result.percentage}
          correct={result.correct}
          total={result.total}
          passed={result.passed}
          passMark={passMark}
        />
        <Text>{result.passed ? _('assessments.quiz.passed') : _('assessments.quiz.failed')}</Text>
        <Group gap="sm">
          {result.passed && next ? (
            <Button component={Link} to={next.to} rightSection={<span aria-hidden="true">→</span>}>
              {_(next.label)}
            </Button>
          ) : null}
          <Button variant={result.passed ? 'default' : 'filled'} onClick={onRetake}>
            {_('assessments.quiz.retake')}
          </Button>
          <Button component={Link} to={chapterPath} variant="subtle">
            {_('assessments.quiz.backToChapter')}
          </Button>
        </Group>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {_('assessments.quiz.answers')}
        </Title>
        <AnswerReviewList questions={result.review} label={_('assessments.quiz.answers')} />
      </Stack>
    </Stack>
  );
}
