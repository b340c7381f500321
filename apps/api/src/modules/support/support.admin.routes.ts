import { adminSupportOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { getLearnerView } from './learner-view.service.js';
import { grantCourse, grantMoreFinalAttempts, resendVerification } from './support-actions.service.js';

/** `/api/admin/users/{id}` and support's actions: inside the admin scope, whose hook required an admin. */
export async function supportAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.adminGetUser, async (request) => ({
    data: await getLearnerView(ctx, request.params.id),
  }));

  route(api, op.adminGrantFinalAttempts, async (request) => {
    await grantMoreFinalAttempts(ctx, currentUserId(request), request.params.id, request.body);
    return { data: await getLearnerView(ctx, request.params.id), message: 'More attempts granted.' };
  });

  route(api, op.adminGrantCourse, async (request, reply) => {
    await grantCourse(ctx, currentUserId(request), request.params.id, request.body.courseId);
    const data = await getLearnerView(ctx, request.params.id);
    return reply.status(201).send({ data, message: 'The learner is enrolled.' });
  });

  route(api, op.adminResendVerification, async (request) => {
    await resendVerification(ctx, currentUserId(request), request.params.id);
    return { message: 'New verification codes are on their way.' };
  });
}
