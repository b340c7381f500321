import type { CertificateVerification } from '@coursewise/contract';
import { Text, Title } from '@mantine/core';
import { useSiteName } from '../../../hooks/use-site-name';
import { formatDate } from '../../../lib/format';
import classes from './certificate-page.module.css';

/** The answer a visitor came for, in words (and an icon), not by colour alone: valid or revoked. */
export function VerificationStatus({ verification }: { verification: CertificateVerification }) {
  const siteName = useSiteName();
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
          {isValid ? 'Valid certificate' : 'Revoked certificate'}
        </Title>
        {isValid ? (
          <Text>
            {siteName} issued this certificate to {verification.holderName} on{' '}
            {formatDate(verification.issuedAt)}.
          </Text>
        ) : (
          <Text fw={600}>
            {verification.revokedAt
              ? `Revoked on ${formatDate(verification.revokedAt)}. `
              : 'This certificate was revoked. '}
            It is no longer valid.
          </Text>
        )}
        {/* Its signed credential, checked as any verifier would: the proof and the revocation bit. */}
        {verification.cryptographicallyVerified && <Text>Cryptographically verified</Text>}
      </div>
    </section>
  );
}
