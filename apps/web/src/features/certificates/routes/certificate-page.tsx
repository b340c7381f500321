import { useLingui } from '@lingui/react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { useMetaDescription } from '../../../hooks/use-meta-description';
import { isApiError } from '../../../lib/api-client';
import { useAppSelector } from '../../../store';
import { useOwnCertificate } from '../api/get-certificate';
import { useCertificateVerification } from '../api/verify-certificate';
import { CertificateCard } from '../components/certificate-card';
import { CertificateNotFound } from '../components/certificate-not-found';
import classes from '../components/certificate-page.module.css';
import { HolderActions } from '../components/holder-actions';
import { VerificationLink } from '../components/verification-link';
import { VerificationStatus } from '../components/verification-status';
import { useCertificateTitle } from '../hooks/use-certificate-title';

const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * /certificates/:id, the public verification page (signed out too): valid, revoked or unknown. The
 * holder, signed in, also gets the download and sharing actions; anyone else's 404 from the holder's
 * endpoint just means "not yours".
 */
export function CertificatePage() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const isSignedIn = useAppSelector((state) => state.user.isLoggedIn);
  const verification = useCertificateVerification(id);
  const own = useOwnCertificate(id, isSignedIn);
  const notFound = verification.isError && isNotFound(verification.error);
  useCertificateTitle(
    verification.data,
    notFound ? _('assessments.certificate.notFoundPageTitle') : undefined,
  );
  useMetaDescription(
    verification.data
      ? _('assessments.certificate.description', {
          holder: verification.data.holderName,
          course: verification.data.courseTitle,
          number: verification.data.number,
        })
      : undefined,
  );

  if (verification.isPending) {
    return (
      <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
        <Stack gap="lg" role="status" aria-label={_('assessments.certificate.checking')}>
          <Skeleton height={88} radius="lg" />
          <Skeleton height={320} radius="md" />
        </Stack>
      </Container>
    );
  }
  if (notFound) return <CertificateNotFound />;
  if (verification.isError) {
    return (
      <Container size="sm" py="xl">
        <QueryError
          error={verification.error}
          onRetry={() => void verification.refetch()}
          title={_('assessments.certificate.error')}
        />
      </Container>
    );
  }

  const details = verification.data;
  // An error after a success keeps the old data: only a current success from this viewer counts.
  const holderCertificate = isSignedIn && own.isSuccess ? own.data : undefined;
  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <div className={classes.layout}>
        <div className={classes.main}>
          <VerificationStatus verification={details} />
          <CertificateCard verification={details} />
        </div>
        <div className={classes.aside}>
          {holderCertificate ? <HolderActions certificate={holderCertificate} /> : null}
          <VerificationLink verification={details} />
        </div>
      </div>
    </Container>
  );
}
