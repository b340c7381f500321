import type { CourseDetails } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useEnrolCourse } from '../../../api/enrol-course';
import { courseQueryOptions } from '../../../api/get-course';
import { useToggleCart } from '../../../api/toggle-cart';
import { useToggleWishlist } from '../../../api/toggle-wishlist';
import { notify } from '../../../lib/event-bus';
import { takePendingAction } from '../../../lib/pending-action';
import { useAppSelector } from '../../../store';

/**
 * Back on the course page after signing in: does what the visitor clicked while signed out (add to
 * the wishlist or the cart, enrol in a free course). The endpoints toggle, so the course is read afresh as this learner first:
 * something already saved on their account must not be removed by it.
 */
export function useFinishPendingAction(course: Pick<CourseDetails, 'id' | 'slug'>): void {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const isReady = useAppSelector(
    (state) => state.user.isLoggedIn && Boolean(state.user.userData?.profileComplete),
  );
  const { mutate: toggleCart } = useToggleCart();
  const { mutate: toggleWishlist } = useToggleWishlist();
  const { mutate: enrol } = useEnrolCourse();
  const { id, slug } = course;

  useEffect(() => {
    if (!isReady) return;
    const action = takePendingAction(id);
    if (!action) return;
    void (async () => {
      const fresh = await queryClient.fetchQuery({ ...courseQueryOptions(slug), staleTime: 0 });
      if (fresh.isPurchased) {
        notify.success(_('catalogue.pending.owned', { title: fresh.title }));
      } else if (action.kind === 'wishlist') {
        if (fresh.isWishlisted) notify.success(_('catalogue.pending.wishlisted'));
        else toggleWishlist(id);
      } else if (action.kind === 'cart') {
        if (fresh.isInCart) notify.success(_('catalogue.pending.inCart'));
        else toggleCart(id);
      } else if (action.kind === 'enrol') {
        enrol(id);
      }
    })().catch(() => {
      // The failed read has told the learner already (the API client's toast); the click can be repeated.
    });
  }, [isReady, id, slug, queryClient, toggleCart, toggleWishlist, enrol, _]);
}
