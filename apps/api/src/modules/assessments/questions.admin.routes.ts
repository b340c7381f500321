import { adminQuestionOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { acceptCsvBodies, readCsvBody, sendCsvFile } from '../../plugins/csv-body.js';
import { route } from '../../plugins/route-from-operation.js';
import {
  createAdminQuestion,
  deleteAdminQuestion,
  getAdminQuestion,
  listAdminQuestions,
  type QuestionSetRef,
  questionDeletedMessage,
  reorderAdminQuestions,
  updateAdminQuestion,
} from './question-admin.service.js';
import { importAdminQuestions, questionImportTemplate } from './question-import.service.js';

/** Quiz questions under `/api/admin`, inside the admin scope (its hook requires an admin). */
export async function questionAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // A CSV import may be sent as the file itself; only the scopes with an import accept such bodies.
  acceptCsvBodies(app);

  const sets = [
    {
      ref: (id: string): QuestionSetRef => ({ chapterId: id }),
      chapter: true,
    },
    {
      ref: (id: string): QuestionSetRef => ({ courseId: id }),
      chapter: false,
    },
  ];
  for (const set of sets) {
    const ops = set.chapter
      ? {
          list: op.adminListChapterQuestions,
          create: op.adminCreateChapterQuestion,
          order: op.adminReorderChapterQuestions,
          import: op.adminImportChapterQuestions,
        }
      : {
          list: op.adminListFinalQuestions,
          create: op.adminCreateFinalQuestion,
          order: op.adminReorderFinalQuestions,
          import: op.adminImportFinalQuestions,
        };
    route(api, ops.list, async (request) => ({
      data: await listAdminQuestions(ctx.db, ctx, set.ref(request.params.id)),
    }));
    route(api, ops.create, async (request, reply) => {
      const ref = set.ref(request.params.id);
      const data = await createAdminQuestion(ctx.db, ctx, currentUserId(request), ref, request.body);
      return reply.status(201).send({ data, message: 'Question added.' });
    });
    route(api, ops.order, async (request) => {
      await reorderAdminQuestions(
        ctx.db,
        currentUserId(request),
        set.ref(request.params.id),
        request.body.ids,
      );
      return { message: 'Questions reordered.' };
    });
    route(api, ops.import, async (request, reply) => {
      const csv = await readCsvBody(request);
      const ref = set.ref(request.params.id);
      const questions = await importAdminQuestions(ctx.db, ctx, currentUserId(request), ref, csv);
      return reply.status(201).send({
        data: { imported: questions.length, questions },
        message: `${questions.length} questions imported.`,
      });
    });
  }

  route(api, op.adminQuestionImportTemplate, async (_request, reply) =>
    sendCsvFile(reply, 'questions-template.csv', questionImportTemplate),
  );
  route(api, op.adminGetQuestion, async (request) => ({
    data: await getAdminQuestion(ctx.db, ctx, request.params.id),
  }));
  route(api, op.adminUpdateQuestion, async (request) => ({
    data: await updateAdminQuestion(ctx.db, ctx, currentUserId(request), request.params.id, request.body),
    message: 'Question saved.',
  }));
  route(api, op.adminDeleteQuestion, async (request) => {
    const outcome = await deleteAdminQuestion(ctx.db, currentUserId(request), request.params.id);
    return { message: questionDeletedMessage[outcome] };
  });
}
