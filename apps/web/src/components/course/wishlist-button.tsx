import { lazy, Suspense } from 'react';
import { named } from '../../lib/lazy-named';
import type { WishlistButtonProps } from './wishlist-toggle';

// Only signed-in visitors see the heart: its button and mutation code stay out of the first download.
const WishlistToggle = lazy(() => import('./wishlist-toggle').then(named('WishlistToggle')));

/** The heart on a course card (signed-in visitors): adds the course to the wishlist or removes it. */
export function WishlistButton(props: WishlistButtonProps) {
  return (
    <Suspense fallback={null}>
      <WishlistToggle {...props} />
    </Suspense>
  );
}
