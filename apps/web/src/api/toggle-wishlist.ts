import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { notify } from '../lib/event-bus';
import { refreshQueries, setCourseFlags } from './course-flags';
import { wishlistKeys } from './query-keys';

/** POST wish/add-remove: adds the course to the wishlist, or removes it; answers the new state. */
export function toggleWishlist(courseId: string): Promise<{ wishlisted: boolean }> {
  return apiClient.post<{ wishlisted: boolean }>('wish/add-remove', { courseId });
}

interface ToggleWishlistOptions {
  /** No toast: the caller tells the story itself (e.g. "Moved to your cart"). */
  isQuiet?: boolean;
}

export function useToggleWishlist({ isQuiet = false }: ToggleWishlistOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWishlist,
    onSuccess: async ({ wishlisted }, courseId) => {
      setCourseFlags(queryClient, courseId, { isWishlisted: wishlisted });
      if (!isQuiet) notify.success(wishlisted ? 'Added to your wishlist' : 'Removed from your wishlist');
      await refreshQueries(queryClient, wishlistKeys.all);
    },
  });
}
