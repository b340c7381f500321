import type { Certificate } from '@coursewise/contract';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useSiteName } from '../../../hooks/use-site-name';
import { useDownloadCredential } from '../api/download-credential';
import { linkedInAddToProfileUrl } from '../lib/linkedin-url';
import { shareLink } from '../lib/share-link';
import classes from './certificate-page.module.css';
import { ReissueName } from './reissue-name';

/**
 * What only the holder can do with their certificate: download it, add it to LinkedIn, share it, and
 * put their current profile name on it.
 */
export function HolderActions({ certificate }: { certificate: Certificate }) {
  const siteName = useSiteName();
  const credential = useDownloadCredential(certificate.id, certificate.number);

  if (certificate.revoked) {
    return (
      <section className={classes.panel} aria-labelledby="certificate-holder-title">
        <h2 className={classes.panelTitle} id="certificate-holder-title">
          Your certificate
        </h2>
        <Text size="sm">
          This certificate was revoked, so it can no longer be downloaded, shared or added to a profile.
        </Text>
      </section>
    );
  }

  const linkedInUrl = linkedInAddToProfileUrl({
    name: certificate.courseTitle,
    organizationName: siteName,
    issuedAt: certificate.issuedAt,
    certUrl: certificate.verifyUrl,
    certId: certificate.number,
  });
  const share = () =>
    void shareLink({
      title: `${certificate.holderName} — ${certificate.courseTitle}`,
      text: `My ${siteName} certificate for ${certificate.courseTitle}`,
      url: certificate.verifyUrl,
    });

  return (
    <section className={classes.panel} aria-labelledby="certificate-holder-title">
      <h2 className={classes.panelTitle} id="certificate-holder-title">
        Your certificate
      </h2>
      <Text size="sm" c="dimmed">
        Only you see these actions.
      </Text>
      <ReissueName certificate={certificate} />
      <Stack gap="xs">
        <Button
          component="a"
          href={certificate.pdfUrl}
          download={`coursewise-certificate-${certificate.number}.pdf`}
          fullWidth
        >
          Download PDF
        </Button>
        <Button
          component="a"
          href={linkedInUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          fullWidth
        >
          Add to LinkedIn profile
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Button>
        <Button
          variant="default"
          fullWidth
          loading={credential.isPending}
          onClick={() => credential.mutate()}
        >
          Download Open Badge
        </Button>
        <Button variant="default" fullWidth onClick={share}>
          Share
        </Button>
      </Stack>
    </section>
  );
}
