import { useLingui } from '@lingui/react';
import { Skeleton, Stack } from '@mantine/core';
import { PagedListPage, usePageParam } from '../../../components/paged-list-page';
import { usePurchases } from '../api/get-purchases';
import { PurchaseRow } from '../components/purchase-row';
import classes from '../components/purchases.module.css';

/** /purchases (signed in): every course the learner bought, newest first, with its receipt; refunds marked. */
export function PurchasesPage() {
  const { _ } = useLingui();
  const [page, setPage] = usePageParam();
  return (
    <PagedListPage
      title={_('commerce.purchases.title')}
      countLabel={(total) => _('commerce.purchases.count', { count: total })}
      query={usePurchases(page)}
      page={page}
      onPageChange={setPage}
      size="md"
      loading={
        <Stack gap="md" role="status" aria-label={_('commerce.purchases.loading')}>
          <Skeleton height={96} radius="md" />
          <Skeleton height={96} radius="md" />
        </Stack>
      }
      errorTitle={_('commerce.purchases.loadFailed')}
      empty={{
        title: _('commerce.purchases.empty'),
        description: _('commerce.purchases.emptyHint'),
        actionLabel: _('commerce.browseCourses'),
      }}
    >
      {(items) => (
        <ul className={classes.list} aria-label={_('commerce.purchases.title')}>
          {items.map((purchase) => (
            <PurchaseRow key={purchase.id} purchase={purchase} />
          ))}
        </ul>
      )}
    </PagedListPage>
  );
}
