import { Type } from '@sinclair/typebox';
import { AdminIdParams, adminSecurity, OkResponse, ReorderBody } from '../admin/common.js';
import {
  AdminQuestionListResponse,
  AdminQuestionResponse,
  QuestionCreateBody,
  QuestionImportResponse,
  QuestionUpdateBody,
  questionImportColumns,
} from '../admin/questions.js';
import { bodyErrors, defineOperations, errorResponses, mediaAnswer } from '../operation.js';
import { adminQuestionRoutes } from '../routes/admin-questions.js';

/**
 * /api/admin quiz questions with their key: a chapter's quiz and a course's final pool. CSV import is
 * all-or-nothing: any bad row answers 400 whose `errors` name each line (`path: "line 3"`), and nothing
 * is stored.
 */

const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(...bodyErrors, 401, 403, 404, 409);
const reorder = (summary: string) => ({
  summary,
  description: '`ids` must hold every question of the set exactly once (400 otherwise).',
  security: adminSecurity,
  params: AdminIdParams,
  body: ReorderBody,
  response: { 200: OkResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
});

const CsvText = Type.String({ description: `CSV: header \`${questionImportColumns.join(',')}\`` });
const importBody = {
  content: {
    'text/csv': { schema: CsvText },
    'multipart/form-data': {
      schema: Type.Object({ file: Type.String({ format: 'binary', description: 'the CSV file' }) }),
    },
  },
};
const importOperation = (summary: string) => ({
  summary,
  description:
    'The body is the CSV itself (`text/csv`) or a multipart `file`. Columns: question, option1…option8, ' +
    'correct (the correct options’ numbers, `1;3`), explanation, image_url. All rows or none.',
  security: adminSecurity,
  params: AdminIdParams,
  documentedBody: importBody,
  response: { 201: QuestionImportResponse, ...errorResponses(...bodyErrors, 401, 403, 404) },
});

export const adminQuestionOperations = defineOperations(adminQuestionRoutes, 'admin-questions', {
  adminListChapterQuestions: {
    summary: 'A chapter’s quiz questions with their key, in order',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminQuestionListResponse, ...read },
  },
  adminCreateChapterQuestion: {
    summary: 'Add a question at the end of a chapter’s quiz',
    security: adminSecurity,
    params: AdminIdParams,
    body: QuestionCreateBody,
    response: { 201: AdminQuestionResponse, ...write },
  },
  adminReorderChapterQuestions: {
    ...reorder('Reorder a chapter’s quiz'),
  },
  adminImportChapterQuestions: {
    ...importOperation('Import questions into a chapter’s quiz from CSV'),
  },

  adminListFinalQuestions: {
    summary: 'A course’s final-assessment pool with its key, in order',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminQuestionListResponse, ...read },
  },
  adminCreateFinalQuestion: {
    summary: 'Add a question to a course’s final pool',
    security: adminSecurity,
    params: AdminIdParams,
    body: QuestionCreateBody,
    response: { 201: AdminQuestionResponse, ...write },
  },
  adminReorderFinalQuestions: {
    ...reorder('Reorder a course’s final pool'),
  },
  adminImportFinalQuestions: {
    ...importOperation('Import questions into a course’s final pool from CSV'),
  },

  adminQuestionImportTemplate: {
    summary: 'The CSV template of a question import: the header and an example row',
    security: adminSecurity,
    response: {
      200: mediaAnswer('text/csv', 'The template, as a file to download (`questions-template.csv`)', CsvText),
      ...errorResponses(401, 403),
    },
  },
  adminGetQuestion: {
    summary: 'A question with its key',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: AdminQuestionResponse, ...read },
  },
  adminUpdateQuestion: {
    summary: 'Change a question (any subset); options are edited in place by position',
    security: adminSecurity,
    params: AdminIdParams,
    body: QuestionUpdateBody,
    response: { 200: AdminQuestionResponse, ...write },
  },
  adminDeleteQuestion: {
    summary: 'Delete a question; one learners have answered is archived so their attempts stay readable',
    security: adminSecurity,
    params: AdminIdParams,
    response: { 200: OkResponse, ...errorResponses(400, 401, 403, 404) },
  },
});
