import { adminPayoutOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import {
  getInstructorShare,
  listPayoutsForAdmin,
  markPayoutPaid,
  setInstructorShare,
} from './payouts.admin.service.js';

/** `/api/admin/payouts` and `/api/admin/instructors/{id}/share`, inside the admin scope. */
export async function payoutsAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.adminListPayouts, async (request) => ({
    data: await listPayoutsForAdmin(ctx, request.query.month),
  }));
  route(api, op.adminMarkPayoutPaid, async (request) => ({
    data: await markPayoutPaid(
      ctx,
      currentUserId(request),
      request.params.month,
      request.params.id,
      request.body?.reference?.trim() || null,
    ),
    message: 'The statement is marked paid.',
  }));
  route(api, op.adminGetInstructorShare, async (request) => ({
    data: await getInstructorShare(ctx, request.params.id),
  }));
  route(api, op.adminSetInstructorShare, async (request) => ({
    data: await setInstructorShare(
      ctx,
      currentUserId(request),
      request.params.id,
      request.body.instructorShare,
    ),
    message: 'Instructor share saved.',
  }));
}
