import { wishlistKeys } from '@coursewise/contract/query-keys';
import { wishlistRoutes } from '@coursewise/contract/routes';
import { call } from '../lib/api-client';
import { createCourseToggle } from './course-toggle';

/** POST wish/add-remove: adds the course to the wishlist, or removes it; answers the new state. */
const wishlistToggle = createCourseToggle({
  send: (courseId) => call(wishlistRoutes.toggleWishlist, { body: { courseId } }),
  isOn: (answer) => answer.wishlisted,
  flag: 'isWishlisted',
  messages: { added: 'Added to your wishlist', removed: 'Removed from your wishlist' },
  refresh: [wishlistKeys.all],
});

export const toggleWishlist = wishlistToggle.toggle;
/** `isQuiet`: no toast, the caller tells the story itself (e.g. "Moved to your cart"). */
export const useToggleWishlist = wishlistToggle.useToggle;
