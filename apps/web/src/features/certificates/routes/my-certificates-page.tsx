import { useLingui } from '@lingui/react';
import { PagedListPage, usePageParam } from '../../../components/paged-list-page';
import { useCertificates } from '../api/get-certificates';
import { CertificateList, CertificateListSkeleton } from '../components/certificate-list';

/** /certificates (signed in): every certificate the learner earned, with its page and PDF. */
export function MyCertificatesPage() {
  const { _ } = useLingui();
  const [page, setPage] = usePageParam();
  return (
    <PagedListPage
      title={_('shared.account.certificates')}
      countLabel={(total) => _('assessments.certificates.count', { count: total })}
      query={useCertificates(page)}
      page={page}
      onPageChange={setPage}
      size="md"
      loading={<CertificateListSkeleton />}
      errorTitle={_('assessments.certificates.error')}
      empty={{
        title: _('assessments.certificates.emptyTitle'),
        description: _('assessments.certificates.emptyBody'),
        actionLabel: _('assessments.certificates.emptyAction'),
        actionTo: '/my-learning',
      }}
    >
      {(items) => <CertificateList items={items} />}
    </PagedListPage>
  );
}
