import { CourseGrid, CourseGridSkeleton } from '../../../components/course/course-grid';
import { PagedListPage, usePageParam } from '../../../components/paged-list-page';
import { pluralise } from '../../../lib/format';
import { useWishlist } from '../api/get-wishlist';
import { WishlistActions } from '../components/wishlist-actions';

/** /wishlist (signed in): the courses a learner saved for later. */
export function WishlistPage() {
  const [page, setPage] = usePageParam();
  return (
    <PagedListPage
      title="Your wishlist"
      countLabel={(total) => pluralise(total, 'course')}
      query={useWishlist(page)}
      page={page}
      onPageChange={setPage}
      loading={<CourseGridSkeleton count={4} label="Loading your wishlist…" />}
      errorTitle="Your wishlist could not load"
      empty={{
        title: 'Your wishlist is empty',
        description: 'Save courses you are interested in with the heart, and find them here later.',
      }}
    >
      {(items) => (
        <CourseGrid
          courses={items}
          headingOrder={2}
          renderActions={(course) => <WishlistActions course={course} />}
        />
      )}
    </PagedListPage>
  );
}
