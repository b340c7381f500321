import type { FinalAssessment } from '@coursewise/contract';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { pluralise } from '../../../lib/format';
import { certificatePath, finalReviewPath } from '../lib/paths';
import { AssessmentMessage } from './assessment-message';

interface NextChapter {
  to: string;
  title: string;
}

/** Chapters remain: how many, and a way to the next unfinished one. */
export function FinalLocked({ final, next }: { final: FinalAssessment; next: NextChapter | null }) {
  const remaining = final.remainingChapters;
  return (
    <AssessmentMessage
      title="The final assessment is locked"
      actions={
        next ? (
          <Button component={Link} to={next.to}>
            Continue with {next.title}
          </Button>
        ) : null
      }
    >
      Complete {remaining} more {remaining === 1 ? 'chapter' : 'chapters'} to unlock it. Chapters with a quiz
      are complete once you pass their quiz. You will then have {pluralise(final.attemptsAllowed, 'attempt')}{' '}
      to reach the pass mark of {final.passMark}%.
    </AssessmentMessage>
  );
}

/** Passed already: the certificate and the review. */
export function FinalPassed({ final, slug }: { final: FinalAssessment; slug: string }) {
  return (
    <AssessmentMessage
      title="You passed the final assessment"
      actions={
        <>
          {final.certificateId ? (
            <Button component={Link} to={certificatePath(final.certificateId)}>
              View your certificate
            </Button>
          ) : null}
          <Button component={Link} to={finalReviewPath(slug)} variant="default">
            Review your answers
          </Button>
        </>
      }
    >
      Congratulations: you have completed this course and earned its certificate.
    </AssessmentMessage>
  );
}

/** Every attempt used without passing. */
export function FinalExhausted({ final, slug }: { final: FinalAssessment; slug: string }) {
  return (
    <AssessmentMessage
      title="No attempts left"
      actions={
        <Button component={Link} to={finalReviewPath(slug)}>
          Review your answers
        </Button>
      }
    >
      You have used all {pluralise(final.attemptsAllowed, 'attempt')} without reaching the pass mark of{' '}
      {final.passMark}%, so no certificate can be issued for this course. The review shows the correct answers
      and why.
    </AssessmentMessage>
  );
}

/** The course has no final assessment. */
export function FinalNone({ slug }: { slug: string }) {
  return (
    <AssessmentMessage
      title="This course has no final assessment"
      actions={
        <Button component={Link} to={`/learn/${encodeURIComponent(slug)}`}>
          Back to the course
        </Button>
      }
    >
      There is no final assessment and no certificate for this course: its chapters are all there is.
    </AssessmentMessage>
  );
}
