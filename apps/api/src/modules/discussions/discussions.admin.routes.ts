import { adminDiscussionOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { invalidateAfterWrites } from './discussion-cache.service.js';
import { listReportedPosts, setReplyHidden, setThreadHidden } from './discussions.admin.service.js';

/** `/api/admin/discussions`: registered inside the admin scope, whose hook already required an admin. */
export async function discussionsAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  invalidateAfterWrites(app, ctx.discussionCache);
  const said = (hidden: boolean) => (hidden ? 'The post is hidden.' : 'The post is visible again.');

  route(api, op.adminListDiscussionReports, async (request) => ({
    data: await listReportedPosts(ctx.db, request.query),
  }));
  route(api, op.adminHideDiscussionThread, async (request) => {
    const { hidden } = request.body;
    const data = await setThreadHidden(ctx.db, ctx, currentUserId(request), request.params.id, hidden);
    return { data, message: said(hidden) };
  });
  route(api, op.adminHideDiscussionReply, async (request) => {
    const { hidden } = request.body;
    const data = await setReplyHidden(ctx.db, ctx, currentUserId(request), request.params.id, hidden);
    return { data, message: said(hidden) };
  });
}
