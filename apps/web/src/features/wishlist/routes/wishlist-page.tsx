import { useLingui } from '@lingui/react';
import { CourseGrid, CourseGridSkeleton } from '../../../components/course/course-grid';
import { PagedListPage, usePageParam } from '../../../components/paged-list-page';
import { useWishlist } from '../api/get-wishlist';
import { WishlistActions } from '../components/wishlist-actions';

/** /wishlist (signed in): the courses a learner saved for later. */
export function WishlistPage() {
  const { _ } = useLingui();
  const [page, setPage] = usePageParam();
  return (
    <PagedListPage
      title={_('commerce.wishlist.title')}
      countLabel={(total) => _('commerce.courseCount', { count: total })}
      query={useWishlist(page)}
      page={page}
      onPageChange={setPage}
      loading={<CourseGridSkeleton count={4} label={_('commerce.wishlist.loading')} />}
      errorTitle={_('commerce.wishlist.loadFailed')}
      empty={{
        title: _('commerce.wishlist.empty'),
        description: _('commerce.wishlist.emptyHint'),
        actionLabel: _('commerce.browseCourses'),
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
