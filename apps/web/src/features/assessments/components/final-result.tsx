import type { FinalAttemptResult } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
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
  const { _ } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const reviewLink = (
    <Button component={Link} to={finalReviewPath(slug, result.id)} variant="default">
      {_('assessments.final.reviewAnswers')}
    </Button>
  );
  return (
    <Stack gap="md" role="region" aria-labelledby="final-result-heading">
      <Title order={2} id="final-result-heading" ref={headingRef} tabIndex={-1} className={classes.heading}>
        {_('assessments.final.result', { number: result.number })}
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
          <Alert color="teal" variant="light" title={_('assessments.final.congratulations')}>
            {result.certificate
              ? _('assessments.final.earnedNumbered', { number: result.certificate.number })
              : _('assessments.final.earned')}
          </Alert>
          <Group gap="sm">
            {result.certificate ? (
              <Button component={Link} to={certificatePath(result.certificate.id)}>
                {_('assessments.final.viewCertificate')}
              </Button>
            ) : null}
            {reviewLink}
          </Group>
        </>
      ) : result.attemptsLeft > 0 ? (
        <>
          <Text>{_('assessments.final.attemptsLeftBody', { count: result.attemptsLeft })}</Text>
          <Group gap="sm">
            {reviewLink}
            <Button onClick={onTryAgain}>{_('assessments.final.tryAgain')}</Button>
          </Group>
        </>
      ) : (
        <>
          <Text>{_('assessments.final.lastAttempt')}</Text>
          <Group gap="sm">{reviewLink}</Group>
        </>
      )}
    </Stack>
  );
}
