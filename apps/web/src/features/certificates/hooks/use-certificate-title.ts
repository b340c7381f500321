import { useEffect } from 'react';
import { useSiteName } from '../../../hooks/use-site-name';

/**
 * The certificate page's title, "<holder> — <course> | Coursewise", the same as the server puts into
 * the page's HTML for link previews. Other states use the app's usual "Page · Site".
 */
export function useCertificateTitle(
  certificate: { holderName: string; courseTitle: string } | undefined,
  fallback?: string,
): void {
  const siteName = useSiteName();
  const title = certificate
    ? `${certificate.holderName} — ${certificate.courseTitle} | ${siteName}`
    : fallback
      ? `${fallback} · ${siteName}`
      : siteName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
