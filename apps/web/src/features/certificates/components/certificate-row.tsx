import type { Certificate } from '@coursewise/contract';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate, formatPercentage } from '../../../lib/format';
import { certificatePath } from '../lib/certificate-path';
import classes from './certificates.module.css';

/** One certificate on "My certificates": course, number, date, score, and where to see or get it. */
export function CertificateRow({ certificate }: { certificate: Certificate }) {
  const titleId = useId();
  return (
    <li className={classes.item}>
      <span className={classes.seal} aria-hidden="true">
        ★
      </span>
      <div className={classes.details}>
        <Group gap="xs" wrap="wrap">
          <h2 className={classes.title} id={titleId}>
            {certificate.courseTitle}
          </h2>
          {certificate.revoked ? (
            <Badge color="red" variant="light" c="red.9">
              Revoked
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">Certificate {certificate.number}</Text>
        <Text size="sm" c="dimmed">
          Issued on {formatDate(certificate.issuedAt)} · Score {formatPercentage(certificate.score)}
        </Text>
        <Group gap="md" mt={4}>
          <Anchor
            component={Link}
            to={certificatePath(certificate.id)}
            size="sm"
            fw={600}
            aria-describedby={titleId}
          >
            View certificate
          </Anchor>
          {certificate.revoked ? null : (
            <Anchor href={certificate.pdfUrl} size="sm" fw={600} aria-describedby={titleId}>
              Download PDF
            </Anchor>
          )}
        </Group>
      </div>
    </li>
  );
}
