import type { AdminSettings, SettingsUpdateBody } from '@coursewise/contract';
import { adminContentRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { call } from '../../lib/api-client';
import { useAdminMutation, useAdminRecord } from '../api/admin-api';

/** GET admin/settings: secrets appear only as "set" flags. */
export function useAdminSettings() {
  return useAdminRecord(adminContentRoutes.adminGetSettings);
}

/** PUT admin/settings with any subset; the form shows field errors itself. */
export function useSaveSettings(onSaved: (settings: AdminSettings) => void) {
  const { _ } = useLingui();
  return useAdminMutation({
    mutationFn: (body: SettingsUpdateBody) => call(adminContentRoutes.adminUpdateSettings, { body }),
    invalidates: ['settings', 'audit'],
    successMessage: _('console.settings.toast.saved'),
    silentError: true,
    onSuccess: onSaved,
  });
}
