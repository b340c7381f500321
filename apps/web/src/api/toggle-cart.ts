import { cartKeys, wishlistKeys } from '@coursewise/contract/query-keys';
import { createCourseToggle } from './course-toggle';

/** POST cart/add-remove: adds the course to the cart, or removes it (409 for a course already owned). */
const cartToggle = createCourseToggle({
  path: 'cart/add-remove',
  answer: 'inCart',
  flag: 'isInCart',
  messages: { added: 'Added to your cart', removed: 'Removed from your cart' },
  // The wishlist shows each course's cart state too.
  refresh: [cartKeys.all, wishlistKeys.all],
});

export const toggleCart = cartToggle.toggle;
/** `isQuiet`: no toast, the caller tells the story itself (e.g. the wishlist's "Moved to your cart"). */
export const useToggleCart = cartToggle.useToggle;
