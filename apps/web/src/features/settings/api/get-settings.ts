import type { Settings } from '@coursewise/contract';
import { settingsRoutes } from '@coursewise/contract/routes';
import { call } from '../../../lib/api-client';

/** GET setting/details: the site's name, contact, currencies, payment and sign-in options. */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return call(settingsRoutes.getSettings, { signal });
}
