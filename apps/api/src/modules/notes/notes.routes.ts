import { noteOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { addNote, deleteNote, editNote, exportNotes, listNotes } from './notes.service.js';

/** A learner's private notes; every operation needs the token (the operations declare it). */
export async function noteRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.listNotes, async (request) => ({
    data: await listNotes(ctx, currentUserId(request), request.query),
  }));

  route(api, op.addNote, async (request, reply) =>
    reply.status(201).send({ data: await addNote(ctx, currentUserId(request), request.body) }),
  );

  route(api, op.editNote, async (request) => ({
    data: await editNote(ctx, currentUserId(request), request.params.id, request.body),
  }));

  route(api, op.deleteNote, async (request) => {
    await deleteNote(ctx, currentUserId(request), request.params.id);
    return { message: 'Note deleted' };
  });

  // A text answer: the plain provider, since the contract types only its errors.
  app.get<{ Querystring: { courseId: string } }>(
    op.exportNotes.url,
    { schema: op.exportNotes },
    async (request, reply) => {
      const { filename, markdown } = await exportNotes(ctx, currentUserId(request), request.query.courseId);
      return reply
        .type('text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(markdown);
    },
  );
}
