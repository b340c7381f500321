import { useEffect } from 'react';
import { useSiteName } from './use-site-name';

/** Sets the document title to "Page · Site" (or just the site name when no page title is given). */
export function usePageTitle(title?: string): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}
