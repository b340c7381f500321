import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { notify } from '../lib/event-bus';
import { refreshQueries, setCourseFlags } from './course-flags';
import { cartKeys, wishlistKeys } from './query-keys';

/** POST cart/add-remove: adds the course to the cart, or removes it (409 for a course already owned). */
export function toggleCart(courseId: string): Promise<{ inCart: boolean }> {
  return apiClient.post<{ inCart: boolean }>('cart/add-remove', { courseId });
}

interface ToggleCartOptions {
  /** No toast (e.g. "Buy now", which moves on to the checkout straight away). */
  isQuiet?: boolean;
}

export function useToggleCart({ isQuiet = false }: ToggleCartOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCart,
    onSuccess: async ({ inCart }, courseId) => {
      setCourseFlags(queryClient, courseId, { isInCart: inCart });
      if (!isQuiet) notify.success(inCart ? 'Added to your cart' : 'Removed from your cart');
      // The wishlist shows each course's cart state too.
      await Promise.all([
        refreshQueries(queryClient, cartKeys.all),
        refreshQueries(queryClient, wishlistKeys.all),
      ]);
    },
  });
}
