import { adminCourseReviewOperations, studioCourseReviewOperations } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { getAdminCourse } from './course-admin-views.js';
import { returnCourseToInstructors, submitCourseForReview } from './course-review.service.js';

/** `POST /api/instructor/courses/{id}/submit`, in the instructor scope (instructor-routes.ts). */
export async function studioReviewRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, studioCourseReviewOperations.studioSubmitCourse, async (request) => {
    await submitCourseForReview(ctx.db, ctx, currentUserId(request), request.params.id);
    return {
      data: await getAdminCourse(ctx.db, ctx, request.params.id),
      message: 'Submitted for review: an admin will publish it or return it with a note.',
    };
  });
}

/** `POST /api/admin/courses/{id}/return`, inside the admin scope (its hook requires an admin). */
export async function adminReviewRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, adminCourseReviewOperations.adminReturnCourse, async (request) => {
    await returnCourseToInstructors(
      ctx.db,
      ctx,
      currentUserId(request),
      request.params.id,
      request.body.note,
    );
    return {
      data: await getAdminCourse(ctx.db, ctx, request.params.id),
      message: 'Returned to the instructors with your note.',
    };
  });
}
