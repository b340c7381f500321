import {
  CategoryListResponse,
  ChapterContentResponse,
  CourseDetailsQuery,
  CourseDetailsResponse,
  CourseListQuery,
  CourseListResponse,
  ErrorBody,
  Id,
} from '@coursewise/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { optionalAuth } from '../../plugins/auth.js';
import { getCourseDetails, listCategories, listCourses } from './catalogue.service.js';
import { getChapter } from './chapter.service.js';
import type { ResponseCache } from './response-cache.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const tags = ['catalogue'];

/** Anonymous answers are public and cached (serialised) until a catalogue write invalidates them. */
export async function catalogueRoutes(
  app: FastifyInstance,
  { ctx, cache }: { ctx: AppContext; cache: ResponseCache },
) {
  app.get<{ Querystring: CourseListQuery }>(
    '/course/list',
    {
      preHandler: optionalAuth(ctx),
      schema: { tags, querystring: CourseListQuery, response: { 200: CourseListResponse, ...errors } },
    },
    async (request, reply) => {
      if (request.userId) return { data: await listCourses(ctx, request.query, request.userId) };
      const key = `list:${JSON.stringify(request.query)}`;
      let body = cache.get(key);
      if (body === undefined) {
        body = String(reply.serialize({ data: await listCourses(ctx, request.query, null) }));
        cache.set(key, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get<{ Querystring: { id?: string; slug?: string } }>(
    '/course/details',
    {
      preHandler: optionalAuth(ctx),
      schema: { tags, querystring: CourseDetailsQuery, response: { 200: CourseDetailsResponse, ...errors } },
    },
    async (request, reply) => {
      const by = { id: request.query.id, slug: request.query.slug };
      if (request.userId) return { data: await getCourseDetails(ctx, by, request.userId) };
      const key = `details:${by.id ?? ''}:${by.slug ?? ''}`;
      let body = cache.get(key);
      if (body === undefined) {
        body = String(reply.serialize({ data: await getCourseDetails(ctx, by, null) }));
        cache.set(key, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get<{ Params: { chapterId: string } }>(
    '/chapter/details/:chapterId',
    {
      preHandler: optionalAuth(ctx),
      schema: {
        tags,
        description: 'Preview chapters are open to everyone; other chapters need a purchase of their course.',
        params: Type.Object({ chapterId: Id }),
        response: { 200: ChapterContentResponse, 403: ErrorBody, ...errors },
      },
    },
    async (request) => ({ data: await getChapter(ctx, request.params.chapterId, request.userId) }),
  );

  app.get('/category/list', { schema: { tags, response: { 200: CategoryListResponse } } }, async () => ({
    data: await listCategories(ctx),
  }));
}
