import type { AdminCertificate } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useAdminMutation } from '../api/admin-api';
import { AdminListPage } from '../components/admin-list-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { yesNo } from '../lib/admin-list-params';

const columns: ListColumns<'adminListCertificates'> = [
  {
    key: 'number',
    header: 'Number',
    sort: 'number',
    render: (certificate) => (
      <Anchor href={certificate.verifyUrl} target="_blank" rel="noreferrer" size="sm">
        {certificate.number}
      </Anchor>
    ),
  },
  {
    key: 'holder',
    header: 'Holder',
    render: (certificate) => (
      <Stack gap={0}>
        <Text size="sm">{certificate.holderName}</Text>
        <Text size="xs" c="dimmed">
          {certificate.user.email}
        </Text>
      </Stack>
    ),
  },
  { key: 'course', header: 'Course', render: (certificate) => certificate.courseTitle },
  { key: 'score', header: 'Score', render: (certificate) => `${Math.round(certificate.score)}%` },
  {
    key: 'issuedAt',
    header: 'Issued',
    sort: 'issuedAt',
    render: (certificate) => formatDate(certificate.issuedAt),
  },
  {
    key: 'status',
    header: 'Status',
    render: (certificate) =>
      certificate.revoked ? (
        <Badge color="red" variant="light">
          Revoked {certificate.revokedAt ? formatDate(certificate.revokedAt) : ''}
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          Valid
        </Badge>
      ),
  },
];

/** Issued certificates: search them and revoke one (final: its verification page then says revoked). */
export function CertificatesPage() {
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const revoke = useAdminMutation({
    mutationFn: (id: string) =>
      call(adminCoreRoutes.adminRevokeCertificate, { params: { id }, body: { revoked: true } }),
    invalidates: ['certificates', 'dashboard', 'audit'],
    successMessage: (certificate) => `Certificate ${certificate.number} revoked`,
  });

  return (
    <AdminListPage
      route={adminCoreRoutes.adminListCertificates}
      columns={columns}
      filters={{ revoked: yesNo }}
      defaultSort="issuedAt"
      defaultOrder="desc"
      title="Certificates"
      description="Every certificate issued. Revoking one is final."
      label="Certificates"
      searchLabel="Search number, holder, course or email"
      rowKey={(certificate) => certificate.id}
      toolbar={(controls) => (
        <FilterSelect
          label="Status"
          name="revoked"
          controls={controls}
          options={[
            { value: '', label: 'All' },
            { value: 'false', label: 'Valid' },
            { value: 'true', label: 'Revoked' },
          ]}
        />
      )}
      rowActions={(certificate) =>
        certificate.revoked ? null : (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={`Revoke certificate ${certificate.number}`}
            onClick={() => setRevoking(certificate)}
          >
            Revoke
          </Button>
        )
      }
      empty={{
        title: 'No certificates yet',
        description: 'Certificates appear when learners pass a final assessment.',
      }}
    >
      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke certificate"
        message={
          revoking
            ? `${revoking.number} (${revoking.holderName}, ${revoking.courseTitle}) will show as revoked to anyone who verifies it, and its PDF will no longer download. This cannot be undone.`
            : ''
        }
        confirmLabel="Revoke"
        isDanger
        isPending={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
      />
    </AdminListPage>
  );
}
