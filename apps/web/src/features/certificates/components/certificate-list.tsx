import type { Certificate } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Skeleton, Stack } from '@mantine/core';
import { CertificateRow } from './certificate-row';
import classes from './certificates.module.css';

/** The learner's certificates, newest first. */
export function CertificateList({ items }: { items: Certificate[] }) {
  const { _ } = useLingui();
  return (
    <ul className={classes.list} aria-label={_('assessments.certificates.list')}>
      {items.map((certificate) => (
        <CertificateRow key={certificate.id} certificate={certificate} />
      ))}
    </ul>
  );
}

/** Placeholder rows while the list loads. */
export function CertificateListSkeleton() {
  const { _ } = useLingui();
  return (
    <Stack gap="md" role="status" aria-label={_('assessments.certificates.loading')}>
      <Skeleton height={88} radius="md" />
      <Skeleton height={88} radius="md" />
    </Stack>
  );
}
