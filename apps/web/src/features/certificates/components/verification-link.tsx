import type { CertificateVerification } from '@coursewise/contract';
import { Anchor, Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/event-bus';
import { copyText } from '../lib/copy-text';
import classes from './certificate-page.module.css';

const COPIED_FOR_MS = 2500;

/** Where anyone can check the certificate, with a copy button; the PDF while the certificate is valid. */
export function VerificationLink({ verification }: { verification: CertificateVerification }) {
  const [isCopied, setIsCopied] = useState(false);
  const isValid = verification.status === 'valid';

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    if (await copyText(verification.verifyUrl)) setIsCopied(true);
    else notify.error('The link could not be copied: select it and copy it yourself');
  };

  return (
    <section className={classes.panel} aria-labelledby="certificate-verify-title">
      <h2 className={classes.panelTitle} id="certificate-verify-title">
        Verify this certificate
      </h2>
      <Text size="sm">Anyone can check this certificate at its verification link.</Text>
      <TextInput
        type="url"
        label="Verification link"
        value={verification.verifyUrl}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        className={classes.urlField}
      />
      <Group gap="sm">
        <Button variant="default" onClick={() => void copy()}>
          {isCopied ? 'Link copied' : 'Copy link'}
        </Button>
        <Button variant="subtle" onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <VisuallyHidden role="status">{isCopied ? 'The verification link is copied' : ''}</VisuallyHidden>
      {isValid ? (
        <Anchor href={verification.pdfUrl} target="_blank" rel="noopener" fw={600}>
          View the certificate as a PDF
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          The PDF of a revoked certificate is no longer available.
        </Text>
      )}
    </section>
  );
}
