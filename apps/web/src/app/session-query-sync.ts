import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshViewerQueries } from '../api/course-flags';
import { useAppSelector } from '../store';
import { takeAnonymousViewerAnswers } from './initial-data';

/**
 * Course flags, the wishlist and the cart depend on who asks. When the viewer changes (sign-in, or a
 * stored token the server refused), they are fetched again. The start-up profile load needs nothing
 * (the first queries already carried that token) unless the page came server-rendered with the
 * anonymous answers, whose flags fill in now.
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
    if (before === 'pending' && viewer !== 'guest' && !takeAnonymousViewerAnswers()) return;
    void refreshViewerQueries(queryClient);
  }, [viewer, queryClient]);
}
