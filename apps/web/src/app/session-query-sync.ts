import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshViewerQueries } from '../api/course-flags';
import { useAppSelector } from '../store';

/**
 * Course flags, the wishlist and the cart depend on who asks. When the viewer changes (sign-in, or a
 * stored token the server refused), they are fetched again. The start-up profile load is the one
 * change that needs nothing: the first queries already carried that token.
 */
export function useSessionQuerySync(): void {
  const queryClient = useQueryClient();
  const viewer = useAppSelector((state) =>
    state.user.isLoading ? 'pending' : (state.user.userData?.id ?? 'guest'),
  );
  const previous = useRef(viewer);

  useEffect(() => {
    const before = previous.current;
    previous.current = viewer;
    if (before === viewer || viewer === 'pending') return;
    if (before === 'pending' && viewer !== 'guest') return;
    void refreshViewerQueries(queryClient);
  }, [viewer, queryClient]);
}
