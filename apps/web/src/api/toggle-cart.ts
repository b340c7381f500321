import { cartKeys, wishlistKeys } from '@coursewise/contract/query-keys';
import { cartRoutes } from '@coursewise/contract/routes';
import { call } from '../lib/api-client';
import { createCourseToggle } from './course-toggle';

/** POST cart/add-remove: adds the course to the cart, or removes it (409 for a course already owned). */
const cartToggle = createCourseToggle({
  send: (courseId) => call(cartRoutes.toggleCart, { body: { courseId } }),
  isOn: (answer) => answer.inCart,
  flag: 'isInCart',
  messages: { added: 'Added to your cart', removed: 'Removed from your cart' },
  // The wishlist shows each course's cart state too.
  refresh: [cartKeys.all, wishlistKeys.all],
});

export const toggleCart = cartToggle.toggle;
/** `isQuiet`: no toast, the caller tells the story itself (e.g. the wishlist's "Moved to your cart"). */
export const useToggleCart = cartToggle.useToggle;
