import type { AdminUserDetail } from '@coursewise/contract';
import { Badge, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/currency';
import { formatDate } from '../../lib/format';

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
  sale: { label: 'Sale', color: 'gray' },
  grant: { label: 'Granted', color: 'violet' },
  free: { label: 'Free', color: 'cyan' },
};

/** Purchases (sales, grants and free enrolments, refunds marked), certificates and recent sign-in events. */
export function LearnerRecords({ learner }: { learner: AdminUserDetail }) {
  return (
    <>
      <Section title="Purchases" empty={learner.purchases.length === 0 ? 'No purchases yet.' : null}>
        {/* Native scrolling, and focusable: on a phone the table overflows and the keyboard must scroll it. */}
        <Table.ScrollContainer
          minWidth={520}
          type="native"
          tabIndex={0}
          role="region"
          aria-label="Purchases table"
        >
          <Table striped aria-label="Purchases">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Course</Table.Th>
                <Table.Th scope="col">Kind</Table.Th>
                <Table.Th scope="col">Amount</Table.Th>
                <Table.Th scope="col">Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {learner.purchases.map((purchase) => (
                <Table.Tr key={purchase.id}>
                  <Table.Td>{purchase.courseTitle}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={kindBadges[purchase.kind].color}>
                      {kindBadges[purchase.kind].label}
                    </Badge>{' '}
                    {purchase.refundedAt ? (
                      <Badge variant="light" color="red">
                        Refunded {formatDate(purchase.refundedAt)}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {purchase.kind === 'sale' ? formatMoney(purchase.amount, purchase.currency) : '—'}
                  </Table.Td>
                  <Table.Td>{formatDate(purchase.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>
      <Section title="Certificates" empty={learner.certificates.length === 0 ? 'No certificates yet.' : null}>
        <List>
          {learner.certificates.map((certificate) => (
            <List.Item key={certificate.id}>
              {certificate.number}: {certificate.courseTitle}, {formatDate(certificate.issuedAt)}
              {certificate.revoked ? ' (revoked)' : ''}
            </List.Item>
          ))}
        </List>
      </Section>
      <Section
        title="Recent sign-ins"
        empty={learner.recentSignIns.length === 0 ? 'No sign-in activity recorded.' : null}
      >
        <List>
          {learner.recentSignIns.map((event) => (
            <List.Item key={`${event.createdAt}-${event.action}`}>
              {formatDate(event.createdAt)}: {event.summary}
            </List.Item>
          ))}
        </List>
      </Section>
    </>
  );
}
