import type { CertificateVerification } from '@coursewise/contract';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteName } from '../../../hooks/use-site-name';
import { formatDate, formatPercentage } from '../../../lib/format';
import classes from './certificate-page.module.css';

/** The certificate as a page shows (and prints) it: holder, course, date, score and number. */
export function CertificateCard({ verification }: { verification: CertificateVerification }) {
  const siteName = useSiteName();
  const isRevoked = verification.status === 'revoked';
  return (
    <article
      className={`${classes.certificate} ${isRevoked ? classes.isRevoked : ''}`}
      aria-labelledby="certificate-holder"
    >
      <p className={classes.eyebrow}>{siteName} · Certificate of completion</p>
      <Text>This certifies that</Text>
      <h2 className={classes.holder} id="certificate-holder">
        {verification.holderName}
      </h2>
      <Text>has completed the course</Text>
      <Anchor
        component={Link}
        to={`/courses/${encodeURIComponent(verification.courseSlug)}`}
        className={classes.course}
      >
        {verification.courseTitle}
      </Anchor>
      <dl className={classes.facts}>
        <div>
          <dt>Issued on</dt>
          <dd>{formatDate(verification.issuedAt)}</dd>
        </div>
        <div>
          <dt>Score</dt>
          <dd>{formatPercentage(verification.score)}</dd>
        </div>
        <div>
          <dt>Certificate number</dt>
          <dd>{verification.number}</dd>
        </div>
      </dl>
      {isRevoked ? <p className={classes.revokedMark}>Revoked</p> : null}
      <Text size="sm" c="dimmed" className={classes.printOnly}>
        Verify at {verification.verifyUrl}
      </Text>
    </article>
  );
}
