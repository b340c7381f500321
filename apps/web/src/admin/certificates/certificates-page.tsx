import type { AdminCertificate } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { call } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useAdminMutation } from '../api/admin-api';
import { AdminListPage } from '../components/admin-list-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { ListColumns } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { yesNo } from '../lib/admin-list-params';
import { dateLocale, formatPercent, type Translate } from '../lib/locale-text';

const certificateColumns = (_: Translate, locale: Locale): ListColumns<'adminListCertificates'> => [
  {
    key: 'number',
    header: _('console.certificates.col.number'),
    sort: 'number',
    render: (certificate) => (
      <Anchor href={certificate.verifyUrl} target="_blank" rel="noreferrer" size="sm">
        {certificate.number}
      </Anchor>
    ),
  },
  {
    key: 'holder',
    header: _('console.certificates.col.holder'),
    render: (certificate) => (
      <Stack gap={0}>
        <Text size="sm">{certificate.holderName}</Text>
        <Text size="xs" c="dimmed">
          {certificate.user.email}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'course',
    header: _('console.learner.col.course'),
    render: (certificate) => certificate.courseTitle,
  },
  {
    key: 'score',
    header: _('console.certificates.col.score'),
    render: (certificate) => formatPercent(certificate.score, locale),
  },
  {
    key: 'issuedAt',
    header: _('console.certificates.col.issued'),
    sort: 'issuedAt',
    render: (certificate) => formatDate(certificate.issuedAt, dateLocale(locale)),
  },
  {
    key: 'status',
    header: _('console.users.col.status'),
    render: (certificate) =>
      certificate.revoked ? (
        <Badge color="red" variant="light">
          {certificate.revokedAt
            ? _('console.certificates.revokedOn', {
                date: formatDate(certificate.revokedAt, dateLocale(locale)),
              })
            : _('console.certificates.revoked')}
        </Badge>
      ) : (
        <Badge color="teal" variant="light">
          {_('console.certificates.valid')}
        </Badge>
      ),
  },
];

/** Issued certificates: search them and revoke one (final: its verification page then says revoked). */
export function CertificatesPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => certificateColumns(_, locale), [_, locale]);
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const revoke = useAdminMutation({
    mutationFn: (id: string) =>
      call(adminCoreRoutes.adminRevokeCertificate, { params: { id }, body: { revoked: true } }),
    invalidates: ['certificates', 'dashboard', 'audit'],
    successMessage: (certificate) => _('console.certificates.toast.revoked', { number: certificate.number }),
  });

  return (
    <AdminListPage
      route={adminCoreRoutes.adminListCertificates}
      columns={columns}
      filters={{ revoked: yesNo }}
      defaultSort="issuedAt"
      defaultOrder="desc"
      title={_('console.nav.certificates')}
      description={_('console.certificates.description')}
      label={_('console.nav.certificates')}
      searchLabel={_('console.certificates.search')}
      rowKey={(certificate) => certificate.id}
      toolbar={(controls) => (
        <FilterSelect
          label={_('console.users.col.status')}
          name="revoked"
          controls={controls}
          options={[
            { value: '', label: _('console.certificates.filter.all') },
            { value: 'false', label: _('console.certificates.valid') },
            { value: 'true', label: _('console.certificates.revoked') },
          ]}
        />
      )}
      rowActions={(certificate) =>
        certificate.revoked ? null : (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={_('console.certificates.revokeNumber', { number: certificate.number })}
            onClick={() => setRevoking(certificate)}
          >
            {_('console.certificates.revoke')}
          </Button>
        )
      }
      empty={{ title: _('console.certificates.empty'), description: _('console.certificates.emptyHint') }}
    >
      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={_('console.certificates.revokeTitle')}
        message={
          revoking
            ? _('console.certificates.revokeBody', {
                number: revoking.number,
                holder: revoking.holderName,
                title: revoking.courseTitle,
              })
            : ''
        }
        confirmLabel={_('console.certificates.revoke')}
        isDanger
        isPending={revoke.isPending}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) });
        }}
      />
    </AdminListPage>
  );
}
