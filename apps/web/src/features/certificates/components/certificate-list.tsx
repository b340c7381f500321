import type { Certificate } from '@coursewise/contract';
import { Skeleton, Stack } from '@mantine/core';
import { CertificateRow } from './certificate-row';
import classes from './certificates.module.css';

/** The learner's certificates, newest first. */
export function CertificateList({ items }: { items: Certificate[] }) {
  return (
    <ul className={classes.list} aria-label="Your certificates">
      {items.map((certificate) => (
        <CertificateRow key={certificate.id} certificate={certificate} />
      ))}
    </ul>
  );
}

/** Placeholder rows while the list loads. */
export function CertificateListSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading your certificates…">
      <Skeleton height={88} radius="md" />
      <Skeleton height={88} radius="md" />
    </Stack>
  );
}
