import { PagedListPage, usePageParam } from '../../../components/paged-list-page';
import { pluralise } from '../../../lib/format';
import { useCertificates } from '../api/get-certificates';
import { CertificateList, CertificateListSkeleton } from '../components/certificate-list';

/** /certificates (signed in): every certificate the learner earned, with its page and PDF. */
export function MyCertificatesPage() {
  const [page, setPage] = usePageParam();
  return (
    <PagedListPage
      title="My certificates"
      countLabel={(total) => pluralise(total, 'certificate')}
      query={useCertificates(page)}
      page={page}
      onPageChange={setPage}
      size="md"
      loading={<CertificateListSkeleton />}
      errorTitle="Your certificates could not load"
      empty={{
        title: 'No certificates yet',
        description:
          'Finish a course and pass its final assessment: your certificate appears here, ready to download and share.',
        actionLabel: 'Go to My learning',
        actionTo: '/my-learning',
      }}
    >
      {(items) => <CertificateList items={items} />}
    </PagedListPage>
  );
}
