import { discussionOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { send, serializerOf } from '../../lib/serialised-answer.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { reportPost, setResolved, setUpvote } from './discussion-actions.service.js';
import { invalidateAfterWrites } from './discussion-cache.service.js';
import { listDiscussions } from './discussion-list.service.js';
import {
  deleteDiscussionReply,
  editDiscussionReply,
  replyToDiscussion,
} from './discussion-replies.service.js';
import { addDiscussion, deleteDiscussion, editDiscussion, getDiscussion } from './discussions.service.js';

/** Chapter discussions; every operation needs a token (the contract says so, `routeSecurity` enforces it). */
export async function discussionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;
  invalidateAfterWrites(app, ctx.discussionCache);

  route(api, op.listDiscussions, async (request, reply) =>
    send(reply, await listDiscussions(ctx, currentUserId(request), request.query, serializerOf(reply))),
  );
  route(api, op.getDiscussion, async (request) => ({
    data: await getDiscussion(db, currentUserId(request), request.params.id, request.query),
  }));
  route(api, op.addDiscussion, async (request, reply) =>
    reply.status(201).send({
      data: await addDiscussion(db, ctx, currentUserId(request), request.body),
      message: 'Your question is posted.',
    }),
  );
  route(api, op.editDiscussion, async (request) => ({
    data: await editDiscussion(db, currentUserId(request), request.params.id, request.body),
    message: 'Your question is saved.',
  }));
  route(api, op.deleteDiscussion, async (request) => {
    await deleteDiscussion(db, currentUserId(request), request.params.id);
    return { message: 'Your question is deleted.' };
  });
  route(api, op.replyToDiscussion, async (request, reply) => {
    const { reply: written } = await replyToDiscussion(
      db,
      ctx,
      currentUserId(request),
      request.params.id,
      request.body,
    );
    return reply.status(201).send({ data: written, message: 'Your reply is posted.' });
  });
  route(api, op.editDiscussionReply, async (request) => ({
    data: await editDiscussionReply(db, currentUserId(request), request.params.id, request.body),
    message: 'Your reply is saved.',
  }));
  route(api, op.deleteDiscussionReply, async (request) => {
    await deleteDiscussionReply(db, currentUserId(request), request.params.id);
    return { message: 'Your reply is deleted.' };
  });
  route(api, op.upvoteDiscussion, async (request) => ({
    data: await setUpvote(db, currentUserId(request), request.params.id, true),
  }));
  route(api, op.withdrawDiscussionUpvote, async (request) => ({
    data: await setUpvote(db, currentUserId(request), request.params.id, false),
  }));
  route(api, op.resolveDiscussion, async (request) => ({
    data: await setResolved(db, currentUserId(request), request.params.id, true),
    message: 'Marked as resolved.',
  }));
  route(api, op.reopenDiscussion, async (request) => ({
    data: await setResolved(db, currentUserId(request), request.params.id, false),
    message: 'Marked as not resolved.',
  }));
  const report =
    (kind: 'thread' | 'reply') =>
    async (request: { params: { id: string }; body: { reason: string } }, userId: string) =>
      reportPost(db, userId, kind, request.params.id, request.body.reason);
  route(api, op.reportDiscussion, async (request, reply) => {
    await report('thread')(request, currentUserId(request));
    return reply.status(201).send({ message: 'Thanks, the admins will look at it.' });
  });
  route(api, op.reportDiscussionReply, async (request, reply) => {
    await report('reply')(request, currentUserId(request));
    return reply.status(201).send({ message: 'Thanks, the admins will look at it.' });
  });
}
