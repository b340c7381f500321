import { announcementOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { listAnnouncements, postAnnouncement } from './announcements.service.js';

/** `/api/admin`: any course's announcements (the admin scope's hook checked the role). Posting is audited. */
export async function announcementAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.adminListAnnouncements, async (request) => ({
    data: await listAnnouncements(ctx.db, ctx, request.params.id, request.query),
  }));
  route(api, op.adminPostAnnouncement, async (request, reply) => {
    const poster = { userId: currentUserId(request), as: 'admin' as const };
    const data = await postAnnouncement(ctx.db, ctx, poster, request.params.id, request.body);
    return reply.status(201).send({ data, message: 'Announcement posted.' });
  });
}
