import type { AdminUser, AdminUserUpdateBody } from '@coursewise/contract';
import { apiClient } from '../../lib/api-client';
import { useAdminMutation } from '../api/admin-api';

export const USERS = 'users';

/** PUT admin/users/{id}: role and/or disabled. */
export function useUpdateUser() {
  return useAdminMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUserUpdateBody }) =>
      apiClient.put<AdminUser>(`admin/users/${id}`, change),
    invalidates: [USERS, 'audit'],
    successMessage: (user, { change }) => {
      if (change.disabled !== undefined)
        return `${user.email} is ${change.disabled ? 'disabled' : 'enabled'}`;
      return `${user.email} is now ${user.role === 'admin' ? 'an admin' : 'a learner'}`;
    },
  });
}
