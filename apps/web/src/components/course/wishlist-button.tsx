import { ActionIcon } from '@mantine/core';
import { useToggleWishlist } from '../../api/toggle-wishlist';
import { HeartIcon } from '../icons';
import classes from './course.module.css';

interface WishlistButtonProps {
  courseId: string;
  isWishlisted: boolean;
}

/** The heart on a course card (signed-in visitors): adds the course to the wishlist or removes it. */
export function WishlistButton({ courseId, isWishlisted }: WishlistButtonProps) {
  const toggle = useToggleWishlist();
  return (
    <ActionIcon
      variant="white"
      color={isWishlisted ? 'pink.7' : 'gray.8'}
      radius="xl"
      size="lg"
      className={classes.heart}
      aria-label={isWishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
      loading={toggle.isPending}
      onClick={() => toggle.mutate(courseId)}
    >
      <HeartIcon filled={isWishlisted} />
    </ActionIcon>
  );
}
