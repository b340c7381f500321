import { instructorStudioContentOperations as op } from '@coursewise/contract';
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
} from '../assessments/question-admin.service.js';
import { importAdminQuestions, questionImportTemplate } from '../assessments/question-import.service.js';
import { asTeacher, type StudioTarget } from './studio-access.js';

/**
 * `/api/instructor`: chapter quizzes and the final pool of the caller's courses, through the assessments
 * module's admin services. A chapter or a question is resolved to its course first; a course the caller
 * does not teach is a 404 like an unknown id (`asTeacher`).
 */
export async function studioQuestionRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // A CSV import may be sent as the file itself.
  acceptCsvBodies(app);

  const sets = [
    {
      target: (id: string): StudioTarget => ({ chapterId: id }),
      ref: (id: string): QuestionSetRef => ({ chapterId: id }),
      ops: {
        list: op.studioListChapterQuestions,
        create: op.studioCreateChapterQuestion,
        order: op.studioReorderChapterQuestions,
        import: op.studioImportChapterQuestions,
      },
    },
    {
      target: (id: string): StudioTarget => ({ courseId: id }),
      ref: (id: string): QuestionSetRef => ({ courseId: id }),
      ops: {
        list: op.studioListFinalQuestions,
        create: op.studioCreateFinalQuestion,
        order: op.studioReorderFinalQuestions,
        import: op.studioImportFinalQuestions,
      },
    },
  ];
  for (const { target, ref, ops } of sets) {
    route(api, ops.list, async (request) => {
      const { id } = request.params;
      const data = await asTeacher(ctx, currentUserId(request), target(id), (db) =>
        listAdminQuestions(db, ctx, ref(id)),
      );
      return { data };
    });
    route(api, ops.create, async (request, reply) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      const data = await asTeacher(ctx, userId, target(id), (db) =>
        createAdminQuestion(db, ctx, userId, ref(id), request.body),
      );
      return reply.status(201).send({ data, message: 'Question added.' });
    });
    route(api, ops.order, async (request) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      await asTeacher(ctx, userId, target(id), (db) =>
        reorderAdminQuestions(db, userId, ref(id), request.body.ids),
      );
      return { message: 'Questions reordered.' };
    });
    route(api, ops.import, async (request, reply) => {
      const userId = currentUserId(request);
      const { id } = request.params;
      const csv = await readCsvBody(request);
      const questions = await asTeacher(ctx, userId, target(id), (db) =>
        importAdminQuestions(db, ctx, userId, ref(id), csv),
      );
      return reply.status(201).send({
        data: { imported: questions.length, questions },
        message: `${questions.length} questions imported.`,
      });
    });
  }

  route(api, op.studioQuestionImportTemplate, async (_request, reply) =>
    sendCsvFile(reply, 'questions-template.csv', questionImportTemplate),
  );
  route(api, op.studioGetQuestion, async (request) => {
    const questionId = request.params.id;
    const data = await asTeacher(ctx, currentUserId(request), { questionId }, (db) =>
      getAdminQuestion(db, ctx, questionId),
    );
    return { data };
  });
  route(api, op.studioUpdateQuestion, async (request) => {
    const userId = currentUserId(request);
    const questionId = request.params.id;
    const data = await asTeacher(ctx, userId, { questionId }, (db) =>
      updateAdminQuestion(db, ctx, userId, questionId, request.body),
    );
    return { data, message: 'Question saved.' };
  });
  route(api, op.studioDeleteQuestion, async (request) => {
    const userId = currentUserId(request);
    const questionId = request.params.id;
    const outcome = await asTeacher(ctx, userId, { questionId }, (db) =>
      deleteAdminQuestion(db, userId, questionId),
    );
    return { message: questionDeletedMessage[outcome] };
  });
}
