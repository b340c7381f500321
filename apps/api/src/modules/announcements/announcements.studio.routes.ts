import { announcementOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { listTaughtAnnouncements, postAnnouncement } from './announcements.service.js';

/**
 * `/api/instructor`: the announcements of a course the caller teaches (the scope requires an instructor;
 * another's course is a 404, as an unknown id). Posting is audited with the instructor as actor.
 */
export async function announcementStudioRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.studioListAnnouncements, async (request) => ({
    data: await listTaughtAnnouncements(
      ctx.db,
      ctx,
      currentUserId(request),
      request.params.id,
      request.query,
    ),
  }));
  route(api, op.studioPostAnnouncement, async (request, reply) => {
    const poster = { userId: currentUserId(request), as: 'instructor' as const };
    const data = await postAnnouncement(ctx.db, ctx, poster, request.params.id, request.body);
    return reply.status(201).send({ data, message: 'Announcement posted.' });
  });
}
