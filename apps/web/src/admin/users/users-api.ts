import type { AdminUserUpdateBody } from '@coursewise/contract';
import { adminCoreRoutes } from '@coursewise/contract/routes';
import { call } from '../../lib/api-client';
import { useAdminMutation } from '../api/admin-api';

const ROLE_WITH_ARTICLE = { admin: 'an admin', instructor: 'an instructor', learner: 'a learner' } as const;

/** PUT admin/users/{id}: role and/or disabled. */
export function useUpdateUser() {
  return useAdminMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUserUpdateBody }) =>
      call(adminCoreRoutes.adminUpdateUser, { params: { id }, body: change }),
    invalidates: ['users', 'audit'],
    successMessage: (user, { change }) => {
      if (change.disabled !== undefined)
        return `${user.email} is ${change.disabled ? 'disabled' : 'enabled'}`;
      return `${user.email} is now ${ROLE_WITH_ARTICLE[user.role]}`;
    },
  });
}
