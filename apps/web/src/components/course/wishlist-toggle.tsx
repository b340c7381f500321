import { useLingui } from '@lingui/react';
import { ActionIcon } from '@mantine/core';
import { useToggleWishlist } from '../../api/toggle-wishlist';
import { HeartIcon } from '../icons';
import classes from './course.module.css';

export interface WishlistButtonProps {
  courseId: string;
  isWishlisted: boolean;
}

/** The heart itself, loaded by wishlist-button.tsx. */
export function WishlistToggle({ courseId, isWishlisted }: WishlistButtonProps) {
  const toggle = useToggleWishlist();
  const { _ } = useLingui();
  return (
    <ActionIcon
      variant="white"
      color={isWishlisted ? 'pink.7' : 'gray.8'}
      radius="xl"
      size="lg"
      className={classes.heart}
      aria-label={isWishlisted ? _('wishlist.remove') : _('wishlist.add')}
      loading={toggle.isPending}
      onClick={() => toggle.mutate(courseId)}
    >
      <HeartIcon filled={isWishlisted} />
    </ActionIcon>
  );
}
