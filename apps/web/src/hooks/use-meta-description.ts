import { useEffect } from 'react';
import { truncate } from '../lib/format-basics';

const MAX_LENGTH = 160;

/** Sets the page's meta description while it is shown, and puts the site's default back afterwards. */
export function useMetaDescription(description: string | null | undefined): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !description) return;
    const previous = meta.content;
    meta.content = truncate(description.trim(), MAX_LENGTH);
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
