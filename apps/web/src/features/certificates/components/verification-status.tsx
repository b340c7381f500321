import type { CertificateVerification } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Text, Title } from '@mantine/core';
import { useSiteName } from '../../../hooks/use-site-name';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatDate } from '../../../lib/format';
import { dateTag } from '../lib/intl';
import classes from './certificate-page.module.css';

/** The answer a visitor came for, in words (and an icon), not by colour alone: valid or revoked. */
export function VerificationStatus({ verification }: { verification: CertificateVerification }) {
  const siteName = useSiteName();
  const { _ } = useLingui();
  const tag = dateTag(useActiveLocale());
  const isValid = verification.status === 'valid';
  return (
    <section
      className={`${classes.status} ${isValid ? classes.valid : classes.revoked}`}
      aria-labelledby="certificate-status-title"
    >
      <span className={classes.statusIcon} aria-hidden="true">
        {isValid ? '✓' : '✕'}
      </span>
      <div className={classes.statusText}>
        <Title order={1} size="h2" id="certificate-status-title">
          {isValid ? _('assessments.status.valid') : _('assessments.status.revoked')}
        </Title>
        {isValid ? (
          <Text>
            {_('assessments.status.issued', {
              siteName,
              holder: verification.holderName,
              date: formatDate(verification.issuedAt, tag),
            })}
          </Text>
        ) : (
          <Text fw={600}>
            {verification.revokedAt
              ? _('assessments.status.revokedOn', { date: formatDate(verification.revokedAt, tag) })
              : _('assessments.status.revokedBody')}
          </Text>
        )}
        {/* Its signed credential, checked as any verifier would: the proof and the revocation bit. */}
        {verification.cryptographicallyVerified && <Text>{_('assessments.status.verified')}</Text>}
      </div>
    </section>
  );
}
