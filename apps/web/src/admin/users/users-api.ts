import type { AdminUserUpdateBody } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { call } from '../../lib/api-client';
import { useAdminMutation } from '../api/admin-api';

/** PUT admin/users/{id}: role and/or disabled. */
export function useUpdateUser() {
  const { _ } = useLingui();
  return useAdminMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUserUpdateBody }) =>
      call(adminCoreRoutes.adminUpdateUser, { params: { id }, body: change }),
    invalidates: ['users', 'audit'],
    successMessage: (user, { change }) => {
      const email = user.email;
      if (change.disabled !== undefined)
        return change.disabled
          ? _('console.users.toast.disabled', { email })
          : _('console.users.toast.enabled', { email });
      return _('console.users.toast.role', { email, role: user.role });
    },
  });
}
