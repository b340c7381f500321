import type { Certificate } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
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
  const { _ } = useLingui();
  const credential = useDownloadCredential(certificate.id, certificate.number);

  if (certificate.revoked) {
    return (
      <section className={classes.panel} aria-labelledby="certificate-holder-title">
        <h2 className={classes.panelTitle} id="certificate-holder-title">
          {_('assessments.holder.title')}
        </h2>
        <Text size="sm">{_('assessments.holder.revoked')}</Text>
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
    void shareLink(
      {
        title: `${certificate.holderName} — ${certificate.courseTitle}`,
        text: _('assessments.holder.shareText', { siteName, course: certificate.courseTitle }),
        url: certificate.verifyUrl,
      },
      { copied: _('assessments.verify.copied'), failed: _('assessments.verify.copyFailed') },
    );

  return (
    <section className={classes.panel} aria-labelledby="certificate-holder-title">
      <h2 className={classes.panelTitle} id="certificate-holder-title">
        {_('assessments.holder.title')}
      </h2>
      <Text size="sm" c="dimmed">
        {_('assessments.holder.onlyYou')}
      </Text>
      <ReissueName certificate={certificate} />
      <Stack gap="xs">
        <Button
          component="a"
          href={certificate.pdfUrl}
          download={`coursewise-certificate-${certificate.number}.pdf`}
          fullWidth
        >
          {_('assessments.certificate.downloadPdf')}
        </Button>
        <Button
          component="a"
          href={linkedInUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          fullWidth
        >
          {_('assessments.holder.linkedIn')}
          <VisuallyHidden> {_('assessments.newTab')}</VisuallyHidden>
        </Button>
        <Button
          variant="default"
          fullWidth
          loading={credential.isPending}
          onClick={() => credential.mutate()}
        >
          {_('assessments.holder.openBadge')}
        </Button>
        <Button variant="default" fullWidth onClick={share}>
          {_('assessments.holder.share')}
        </Button>
      </Stack>
    </section>
  );
}
