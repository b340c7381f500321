import type { CourseSummary } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useEnrolCourse } from '../../../api/enrol-course';
import { useToggleCart } from '../../../api/toggle-cart';
import { useToggleWishlist } from '../../../api/toggle-wishlist';
import { notify } from '../../../lib/event-bus';

/**
 * "Remove" and "Move to cart" under a wishlisted course ("Enrol for free" for a free one, which never
 * enters the cart; "Go to course" once it is owned).
 */
export function WishlistActions({ course }: { course: CourseSummary }) {
  const { _ } = useLingui();
  const remove = useToggleWishlist();
  const quietRemove = useToggleWishlist({ isQuiet: true });
  const addToCart = useToggleCart({ isQuiet: true });
  const enrolment = useEnrolCourse();
  const isMoving = addToCart.isPending || quietRemove.isPending || enrolment.isPending;

  const moveToCart = async () => {
    try {
      if (!course.isInCart) await addToCart.mutateAsync(course.id);
      await quietRemove.mutateAsync(course.id);
      notify.success(_('commerce.wishlist.moved'));
    } catch {
      // The failed call has already shown its error.
    }
  };

  return (
    <>
      {course.isPurchased ? (
        <Button component={Link} to={`/learn/${course.slug}`} size="xs">
          {_('commerce.wishlist.goToCourse')}
        </Button>
      ) : course.price === 0 ? (
        <Button
          size="xs"
          loading={enrolment.isPending}
          disabled={remove.isPending}
          onClick={() => enrolment.mutate(course.id)}
        >
          {_('commerce.freeOrder.enrol')}
        </Button>
      ) : (
        <Button size="xs" loading={isMoving} disabled={remove.isPending} onClick={() => void moveToCart()}>
          {_('commerce.wishlist.moveToCart')}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        loading={remove.isPending}
        disabled={isMoving}
        onClick={() => remove.mutate(course.id)}
      >
        {_('commerce.remove')}
      </Button>
    </>
  );
}
