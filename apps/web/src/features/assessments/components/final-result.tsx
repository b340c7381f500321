import type { FinalAttemptResult } from '@coursewise/contract';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pluralise } from '../../../lib/format';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { certificatePath, finalReviewPath } from '../lib/paths';
import classes from './assessments.module.css';
import { ScoreSummary } from './score-summary';

interface FinalResultProps {
  result: FinalAttemptResult;
  passMark: number;
  slug: string;
  onTryAgain: () => void;
}

/** A submitted final attempt: the score, passed or not, attempts left, the review and the certificate. */
export function FinalResult({ result, passMark, slug, onTryAgain }: FinalResultProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const reviewLink = (
    <Button component={Link} to={finalReviewPath(slug, result.id)} variant="default">
      Review your answers
    </Button>
  );
  return (
    <Stack gap="md" role="region" aria-labelledby="final-result-heading">
      <Title order={2} id="final-result-heading" ref={headingRef} tabIndex={-1} className={classes.heading}>
        Your result: attempt {result.number}
      </Title>
      <ScoreSummary
        percentage={result.percentage}
        correct={result.correct}
        total={result.total}
        passed={result.passed}
        passMark={passMark}
      />
      {result.passed ? (
        <>
          <Alert color="teal" variant="light" title="Congratulations!">
            You passed the final assessment and earned your certificate
            {result.certificate ? ` (${result.certificate.number})` : ''}. We have e-mailed it to you too.
          </Alert>
          <Group gap="sm">
            {result.certificate ? (
              <Button component={Link} to={certificatePath(result.certificate.id)}>
                View your certificate
              </Button>
            ) : null}
            {reviewLink}
          </Group>
        </>
      ) : result.attemptsLeft > 0 ? (
        <>
          <Text>
            You have {pluralise(result.attemptsLeft, 'attempt')} left. The review shows which of your answers
            were wrong; the correct answers are shown once you pass or have used every attempt.
          </Text>
          <Group gap="sm">
            {reviewLink}
            <Button onClick={onTryAgain}>Try again</Button>
          </Group>
        </>
      ) : (
        <>
          <Text>
            That was your last attempt, so no certificate can be issued for this course. The review shows the
            correct answers and why.
          </Text>
          <Group gap="sm">{reviewLink}</Group>
        </>
      )}
    </Stack>
  );
}
