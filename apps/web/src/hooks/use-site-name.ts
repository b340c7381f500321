import { selectSettings, useAppSelector } from '../store';

export const DEFAULT_SITE_NAME = 'Coursewise';

/** The site's name from the settings, or the product name until they arrive. */
export function useSiteName(): string {
  return useAppSelector(selectSettings)?.siteName || DEFAULT_SITE_NAME;
}
