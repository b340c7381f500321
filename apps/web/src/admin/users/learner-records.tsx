import type { AdminUserDetail } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Badge, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatMoney } from '../../lib/currency';
import { formatDate } from '../../lib/format';
import { dateLocale, type Translate } from '../lib/locale-text';

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {empty ? <Text c="dimmed">{empty}</Text> : children}
    </Stack>
  );
}

/** How each kind of purchase is labelled: only a sale was paid for. */
const kindBadges: Record<AdminUserDetail['purchases'][number]['kind'], { label: string; color: string }> = {
  sale: { label: 'console.learner.kind.sale', color: 'gray' },
  grant: { label: 'console.learner.kind.grant', color: 'violet' },
  free: { label: 'console.learner.kind.free', color: 'cyan' },
};

const kindLabel = (_: Translate, kind: AdminUserDetail['purchases'][number]['kind']) =>
  _(kindBadges[kind].label);

/** Purchases (sales, grants and free enrolments, refunds marked), certificates and recent sign-in events. */
export function LearnerRecords({ learner }: { learner: AdminUserDetail }) {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const date = (iso: string) => formatDate(iso, dateLocale(locale));
  return (
    <>
      <Section
        title={_('console.learner.purchases')}
        empty={learner.purchases.length === 0 ? _('console.learner.noPurchases') : null}
      >
        {/* Native scrolling, and focusable: on a phone the table overflows and the keyboard must scroll it. */}
        <Table.ScrollContainer
          minWidth={520}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={_('console.table.region', { label: _('console.learner.purchases') })}
        >
          <Table striped aria-label={_('console.learner.purchases')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{_('console.learner.col.course')}</Table.Th>
                <Table.Th scope="col">{_('console.learner.col.kind')}</Table.Th>
                <Table.Th scope="col">{_('console.learner.col.amount')}</Table.Th>
                <Table.Th scope="col">{_('console.learner.col.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {learner.purchases.map((purchase) => (
                <Table.Tr key={purchase.id}>
                  <Table.Td>{purchase.courseTitle}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={kindBadges[purchase.kind].color}>
                      {kindLabel(_, purchase.kind)}
                    </Badge>{' '}
                    {purchase.refundedAt ? (
                      <Badge variant="light" color="red">
                        {_('console.learner.refunded', { date: date(purchase.refundedAt) })}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {purchase.kind === 'sale'
                      ? formatMoney(purchase.amount, purchase.currency, null, locale)
                      : '—'}
                  </Table.Td>
                  <Table.Td>{date(purchase.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>
      <Section
        title={_('console.learner.certificates')}
        empty={learner.certificates.length === 0 ? _('console.learner.noCertificates') : null}
      >
        <List>
          {learner.certificates.map((certificate) => (
            <List.Item key={certificate.id}>
              {certificate.revoked
                ? _('console.learner.certificateRevoked', {
                    number: certificate.number,
                    title: certificate.courseTitle,
                    date: date(certificate.issuedAt),
                  })
                : _('console.learner.certificate', {
                    number: certificate.number,
                    title: certificate.courseTitle,
                    date: date(certificate.issuedAt),
                  })}
            </List.Item>
          ))}
        </List>
      </Section>
      <Section
        title={_('console.learner.signIns')}
        empty={learner.recentSignIns.length === 0 ? _('console.learner.noSignIns') : null}
      >
        <List>
          {learner.recentSignIns.map((event) => (
            <List.Item key={`${event.createdAt}-${event.action}`}>
              {_('console.learner.signIn', { date: date(event.createdAt), summary: event.summary })}
            </List.Item>
          ))}
        </List>
      </Section>
    </>
  );
}
