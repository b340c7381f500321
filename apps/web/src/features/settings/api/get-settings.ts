import type { Settings } from '@coursewise/contract';
import { apiClient } from '../../../lib/api-client';

/** GET setting/details: the site's name, contact, currencies, payment and sign-in options. */
export function getSettings(signal?: AbortSignal): Promise<Settings> {
  return apiClient.get<Settings>('setting/details', { signal });
}
