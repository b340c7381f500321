import type { FinalAssessment } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatPercent } from '../lib/intl';
import { certificatePath, finalReviewPath } from '../lib/paths';
import { AssessmentMessage } from './assessment-message';
import classes from './assessments.module.css';

interface NextChapter {
  to: string;
  title: string;
}

/** Chapters remain: how many, and a way to the next unfinished one. */
export function FinalLocked({ final, next }: { final: FinalAssessment; next: NextChapter | null }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  return (
    <AssessmentMessage
      title={_('assessments.final.lockedTitle')}
      actions={
        next ? (
          <Button
            component={Link}
            to={next.to}
            classNames={{ root: classes.wrappingButton, label: classes.wrappingLabel }}
          >
            {_('assessments.final.continueWith', { title: next.title })}
          </Button>
        ) : null
      }
    >
      {_('assessments.final.lockedBody', {
        remaining: final.remainingChapters,
        attempts: final.attemptsAllowed,
        passMark: formatPercent(final.passMark, locale),
      })}
    </AssessmentMessage>
  );
}

/** Passed already: the certificate and the review. */
export function FinalPassed({ final, slug }: { final: FinalAssessment; slug: string }) {
  const { _ } = useLingui();
  return (
    <AssessmentMessage
      title={_('assessments.final.passedTitle')}
      actions={
        <>
          {final.certificateId ? (
            <Button component={Link} to={certificatePath(final.certificateId)}>
              {_('assessments.final.viewCertificate')}
            </Button>
          ) : null}
          <Button component={Link} to={finalReviewPath(slug)} variant="default">
            {_('assessments.final.reviewAnswers')}
          </Button>
        </>
      }
    >
      {_('assessments.final.passedBody')}
    </AssessmentMessage>
  );
}

/** Every attempt used without passing. */
export function FinalExhausted({ final, slug }: { final: FinalAssessment; slug: string }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  return (
    <AssessmentMessage
      title={_('assessments.final.exhaustedTitle')}
      actions={
        <Button component={Link} to={finalReviewPath(slug)}>
          {_('assessments.final.reviewAnswers')}
        </Button>
      }
    >
      {_('assessments.final.exhaustedBody', {
        count: final.attemptsAllowed,
        passMark: formatPercent(final.passMark, locale),
      })}
    </AssessmentMessage>
  );
}

/** The course has no final assessment. */
export function FinalNone({ slug }: { slug: string }) {
  const { _ } = useLingui();
  return (
    <AssessmentMessage
      title={_('assessments.final.noneTitle')}
      actions={
        <Button component={Link} to={`/learn/${encodeURIComponent(slug)}`}>
          {_('assessments.final.backToCourse')}
        </Button>
      }
    >
      {_('assessments.final.noneBody')}
    </AssessmentMessage>
  );
}
