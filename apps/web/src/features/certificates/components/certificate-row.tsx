import type { Certificate } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatDate } from '../../../lib/format';
import { certificatePath } from '../lib/certificate-path';
import { dateTag, formatPercent } from '../lib/intl';
import classes from './certificates.module.css';

/** One certificate on "My certificates": course, number, date, score, and where to see or get it. */
export function CertificateRow({ certificate }: { certificate: Certificate }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
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
              {_('assessments.certificate.revoked')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{_('assessments.certificates.number', { number: certificate.number })}</Text>
        <Text size="sm" c="dimmed">
          {_('assessments.certificates.facts', {
            date: formatDate(certificate.issuedAt, dateTag(locale)),
            score: formatPercent(certificate.score, locale),
          })}
        </Text>
        <Group gap="md" mt={4}>
          <Anchor
            component={Link}
            to={certificatePath(certificate.id)}
            size="sm"
            fw={600}
            aria-describedby={titleId}
          >
            {_('assessments.certificates.view')}
          </Anchor>
          {certificate.revoked ? null : (
            <Anchor href={certificate.pdfUrl} size="sm" fw={600} aria-describedby={titleId}>
              {_('assessments.certificate.downloadPdf')}
            </Anchor>
          )}
        </Group>
      </div>
    </li>
  );
}
