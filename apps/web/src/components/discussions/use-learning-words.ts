import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { loadCatalogues } from '../../i18n/load-catalogue';

/**
 * Whether the words of the discussions (the `learning` catalogue) are in the page's Lingui. The player
 * loads them with its pages; the console's Questions page shows these components too, so a page that
 * did not bring them has them fetched here (in every language it later switches to) rather than showing
 * message ids. True at once wherever they are loaded already (the player, the server, tests).
 */
export function useLearningWords(): boolean {
  const { i18n } = useLingui();
  const isLoaded = i18n.messages['learning.discussions.search'] !== undefined;
  useEffect(() => {
    if (!isLoaded) void loadCatalogues(i18n, ['learning']);
  }, [i18n, isLoaded]);
  return isLoaded;
}
