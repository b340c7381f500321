import { adminQuestionLimits, adminQuestionOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { currentUserId } from '../../plugins/auth.js';
import { formError } from '../../plugins/multipart-body.js';
import { route } from '../../plugins/route-from-operation.js';
import {
  createAdminQuestion,
  deleteAdminQuestion,
  getAdminQuestion,
  listAdminQuestions,
  type QuestionSetRef,
  reorderAdminQuestions,
  updateAdminQuestion,
} from './question-admin.service.js';
import { importAdminQuestions, questionImportTemplate } from './question-import.service.js';

/** Quiz questions under `/api/admin`, inside the admin scope (its hook requires an admin). */
export async function questionAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // A CSV import may be sent as the file itself; this scope alone accepts such bodies.
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: adminQuestionLimits.importBytesMax },
    (_request, body, done) => done(null, body),
  );

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
      const csv = await readCsv(request);
      const ref = set.ref(request.params.id);
      const questions = await importAdminQuestions(ctx.db, ctx, currentUserId(request), ref, csv);
      return reply.status(201).send({
        data: { imported: questions.length, questions },
        message: `${questions.length} questions imported.`,
      });
    });
  }

  route(api, op.adminQuestionImportTemplate, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="questions-template.csv"')
      .send(questionImportTemplate),
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
    return {
      message:
        outcome === 'archived'
          ? 'Question archived: learners’ past attempts still show it.'
          : 'Question deleted.',
    };
  });
}

const NOT_CSV = 'Send the CSV as the body (text/csv) or as the multipart field `file`';

/** The CSV text of an import: the body itself, or the multipart field `file` (up to 1 MB). */
async function readCsv(request: FastifyRequest): Promise<string> {
  let bytes: Buffer;
  if (request.isMultipart()) {
    try {
      const file = await request.file({ limits: { fileSize: adminQuestionLimits.importBytesMax } });
      if (file?.fieldname !== 'file')
        throw badRequest(`file: ${NOT_CSV}`, [{ path: 'file', message: 'is required' }]);
      bytes = await file.toBuffer();
    } catch (error) {
      // A form without a boundary, or cut short, is the client's mistake: a 400, not a 500.
      throw formError(error);
    }
  } else if (typeof request.body === 'string') {
    bytes = Buffer.from(request.body);
  } else {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_CSV, 415);
  }
  // A spreadsheet saved as .xlsx, an image…: binary, not text.
  if (bytes.includes(0)) throw badRequest('The file is not a CSV text file');
  return bytes.toString('utf8');
}
