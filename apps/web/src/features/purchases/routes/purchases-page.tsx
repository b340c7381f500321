import { Skeleton, Stack } from '@mantine/core';
import { PagedListPage, usePageParam } from '../../../components/paged-list-page';
import { pluralise } from '../../../lib/format';
import { usePurchases } from '../api/get-purchases';
import { PurchaseRow } from '../components/purchase-row';
import classes from '../components/purchases.module.css';

/** /purchases (signed in): every course the learner bought, newest first, with its receipt; refunds marked. */
export function PurchasesPage() {
  const [page, setPage] = usePageParam();
  return (
    <PagedListPage
      title="Your purchases"
      countLabel={(total) => pluralise(total, 'purchase')}
      query={usePurchases(page)}
      page={page}
      onPageChange={setPage}
      size="md"
      loading={
        <Stack gap="md" role="status" aria-label="Loading your purchases…">
          <Skeleton height={96} radius="md" />
          <Skeleton height={96} radius="md" />
        </Stack>
      }
      errorTitle="Your purchases could not load"
      empty={{
        title: 'No purchases yet',
        description: 'Courses you buy appear here with their receipts.',
      }}
    >
      {(items) => (
        <ul className={classes.list} aria-label="Your purchases">
          {items.map((purchase) => (
            <PurchaseRow key={purchase.id} purchase={purchase} />
          ))}
        </ul>
      )}
    </PagedListPage>
  );
}
