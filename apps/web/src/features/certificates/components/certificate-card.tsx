import type { CertificateVerification } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteName } from '../../../hooks/use-site-name';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatDate } from '../../../lib/format';
import { dateTag, formatPercent } from '../lib/intl';
import classes from './certificate-page.module.css';

/** The certificate as a page shows (and prints) it: holder, course, date, score and number. */
export function CertificateCard({ verification }: { verification: CertificateVerification }) {
  const siteName = useSiteName();
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const isRevoked = verification.status === 'revoked';
  return (
    <article
      className={`${classes.certificate} ${isRevoked ? classes.isRevoked : ''}`}
      aria-labelledby="certificate-holder"
    >
      <p className={classes.eyebrow}>{_('assessments.certificate.eyebrow', { siteName })}</p>
      <Text>{_('assessments.certificate.certifies')}</Text>
      <h2 className={classes.holder} id="certificate-holder">
        {verification.holderName}
      </h2>
      <Text>{_('assessments.certificate.completed')}</Text>
      <Anchor
        component={Link}
        to={`/courses/${encodeURIComponent(verification.courseSlug)}`}
        className={classes.course}
      >
        {verification.courseTitle}
      </Anchor>
      <dl className={classes.facts}>
        <div>
          <dt>{_('assessments.certificate.issuedOn')}</dt>
          <dd>{formatDate(verification.issuedAt, dateTag(locale))}</dd>
        </div>
        <div>
          <dt>{_('assessments.certificate.score')}</dt>
          <dd>{formatPercent(verification.score, locale)}</dd>
        </div>
        <div>
          <dt>{_('assessments.certificate.number')}</dt>
          <dd>{verification.number}</dd>
        </div>
      </dl>
      {isRevoked ? <p className={classes.revokedMark}>{_('assessments.certificate.revoked')}</p> : null}
      <Text size="sm" c="dimmed" className={classes.printOnly}>
        {_('assessments.certificate.verifyAt', { url: verification.verifyUrl })}
      </Text>
    </article>
  );
}
