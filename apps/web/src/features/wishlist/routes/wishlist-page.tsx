import { Button, Center, Container, Pagination, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CourseGrid, CourseGridSkeleton } from '../../../components/course/course-grid';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { pluralise } from '../../../lib/format';
import { useWishlist } from '../api/get-wishlist';
import { WishlistActions } from '../components/wishlist-actions';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /wishlist (signed in): the courses a learner saved for later. */
export function WishlistPage() {
  usePageTitle('Your wishlist');
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const wishlist = useWishlist(page);
  const pages = wishlist.data ? Math.max(1, Math.ceil(wishlist.data.total / wishlist.data.limit)) : 1;

  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Your wishlist</Title>
          <Text c="dimmed" role="status">
            {wishlist.data ? pluralise(wishlist.data.total, 'course') : ''}
          </Text>
        </Stack>
        {wishlist.isPending ? (
          <CourseGridSkeleton count={4} label="Loading your wishlist…" />
        ) : wishlist.isError ? (
          <QueryError
            error={wishlist.error}
            onRetry={() => void wishlist.refetch()}
            title="Your wishlist could not load"
          />
        ) : wishlist.data.items.length === 0 && page > 1 ? (
          <EmptyState
            title="This page is empty"
            action={
              <Button variant="default" onClick={() => setParams({})}>
                Go to the first page
              </Button>
            }
          />
        ) : wishlist.data.items.length === 0 ? (
          <EmptyState
            title="Your wishlist is empty"
            description="Save courses you are interested in with the heart, and find them here later."
            action={
              <Button component={Link} to="/courses">
                Browse courses
              </Button>
            }
          />
        ) : (
          <>
            <CourseGrid
              courses={wishlist.data.items}
              headingOrder={2}
              renderActions={(course) => <WishlistActions course={course} />}
            />
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
