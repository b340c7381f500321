import { Button, Center, Container, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { pluralise } from '../../../lib/format';
import { usePurchases } from '../api/get-purchases';
import { PurchaseRow } from '../components/purchase-row';
import classes from '../components/purchases.module.css';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /purchases (signed in): every course the learner bought, newest first, with its receipt. */
export function PurchasesPage() {
  usePageTitle('Your purchases');
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const purchases = usePurchases(page);
  const pages = purchases.data ? Math.max(1, Math.ceil(purchases.data.total / purchases.data.limit)) : 1;

  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Your purchases</Title>
          <Text c="dimmed" role="status">
            {purchases.data ? pluralise(purchases.data.total, 'purchase') : ''}
          </Text>
        </Stack>
        {purchases.isPending ? (
          <Stack gap="md" role="status" aria-label="Loading your purchases…">
            <Skeleton height={96} radius="md" />
            <Skeleton height={96} radius="md" />
          </Stack>
        ) : purchases.isError ? (
          <QueryError
            error={purchases.error}
            onRetry={() => void purchases.refetch()}
            title="Your purchases could not load"
          />
        ) : purchases.data.items.length === 0 && page > 1 ? (
          <EmptyState
            title="This page is empty"
            action={
              <Button variant="default" onClick={() => setParams({})}>
                Go to the first page
              </Button>
            }
          />
        ) : purchases.data.items.length === 0 ? (
          <EmptyState
            title="No purchases yet"
            description="Courses you buy appear here with their receipts."
            action={
              <Button component={Link} to="/courses">
                Browse courses
              </Button>
            }
          />
        ) : (
          <>
            <ul className={classes.list} aria-label="Your purchases">
              {purchases.data.items.map((purchase) => (
                <PurchaseRow key={purchase.id} purchase={purchase} />
              ))}
            </ul>
            {pages > 1 ? (
              <Center component="nav" aria-label="Pagination">
                <Pagination
                  total={pages}
                  value={Math.min(page, pages)}
                  onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
                  getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                />
              </Center>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
