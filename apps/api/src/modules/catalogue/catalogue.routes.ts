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
import {
  addLearnerFlags,
  getCourseDetails,
  listCategories,
  listCourses,
  withoutFlags,
} from './catalogue.service.js';
import { getChapter } from './chapter.service.js';
import type { CachedAnswer, ResponseCache } from './response-cache.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const tags = ['catalogue'];

/** Anonymous answers are public and cached (serialised) until a catalogue write invalidates them. */
export async function catalogueRoutes(
  app: FastifyInstance,
  { ctx, cache }: { ctx: AppContext; cache: ResponseCache<CachedAnswer> },
) {
  app.get<{ Querystring: CourseListQuery }>(
    '/course/list',
    {
      preHandler: optionalAuth(ctx),
      schema: { tags, querystring: CourseListQuery, response: { 200: CourseListResponse, ...errors } },
    },
    async (request, reply) => {
      const key = `list:${JSON.stringify(request.query)}`;
      let cached = cache.get(key);
      if (request.userId) {
        // Signed in: the public page from the cache plus one flags query, else the full query.
        if (cached?.page) return { data: await addLearnerFlags(ctx, cached.page, request.userId) };
        const data = await listCourses(ctx, request.query, request.userId);
        const page = withoutFlags(data);
        cache.set(key, { body: String(reply.serialize({ data: page })), page });
        return { data };
      }
      if (!cached) {
        const page = await listCourses(ctx, request.query, null);
        cached = { body: String(reply.serialize({ data: page })), page };
        cache.set(key, cached);
      }
      return reply.type('application/json; charset=utf-8').send(cached.body);
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
      let cached = cache.get(key);
      if (!cached) {
        cached = { body: String(reply.serialize({ data: await getCourseDetails(ctx, by, null) })) };
        cache.set(key, cached);
      }
      return reply.type('application/json; charset=utf-8').send(cached.body);
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
