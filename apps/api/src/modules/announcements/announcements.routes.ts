import { announcementOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { listAnnouncementsFor } from './announcements.service.js';

/** `GET course/announcements/{courseId}`: the course's owners, instructors and admins read them (403 otherwise). */
export async function announcementRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.listCourseAnnouncements, async (request) => ({
    data: await listAnnouncementsFor(
      ctx.db,
      ctx,
      currentUserId(request),
      request.params.courseId,
      request.query,
    ),
  }));
}
