import type { CertificateVerification } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/event-bus';
import { copyText } from '../lib/copy-text';
import classes from './certificate-page.module.css';

const COPIED_FOR_MS = 2500;

/** Where anyone can check the certificate, with a copy button; the PDF while the certificate is valid. */
export function VerificationLink({ verification }: { verification: CertificateVerification }) {
  const { _ } = useLingui();
  const [isCopied, setIsCopied] = useState(false);
  const isValid = verification.status === 'valid';

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    if (await copyText(verification.verifyUrl)) setIsCopied(true);
    else notify.error(_('assessments.verify.copyFailed'));
  };

  return (
    <section className={classes.panel} aria-labelledby="certificate-verify-title">
      <h2 className={classes.panelTitle} id="certificate-verify-title">
        {_('assessments.verify.title')}
      </h2>
      <Text size="sm">{_('assessments.verify.intro')}</Text>
      <TextInput
        type="url"
        label={_('assessments.verify.link')}
        value={verification.verifyUrl}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        className={classes.urlField}
      />
      <Group gap="sm">
        <Button variant="default" onClick={() => void copy()}>
          {isCopied ? _('assessments.verify.copied') : _('assessments.verify.copy')}
        </Button>
        <Button variant="subtle" onClick={() => window.print()}>
          {_('assessments.verify.print')}
        </Button>
      </Group>
      <VisuallyHidden role="status">{isCopied ? _('assessments.verify.copiedStatus') : ''}</VisuallyHidden>
      {isValid ? (
        <Anchor href={verification.pdfUrl} target="_blank" rel="noopener" fw={600}>
          {_('assessments.verify.viewPdf')}
          <VisuallyHidden> {_('assessments.newTab')}</VisuallyHidden>
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {_('assessments.verify.revokedPdf')}
        </Text>
      )}
    </section>
  );
}
