import {
  chapterCaptionOperations as admin,
  studioChapterCaptionOperations as studio,
} from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import {
  deleteChapterCaptions,
  listChapterCaptions,
  putChapterCaptions,
  removeReleasedFile,
} from './captions-admin.service.js';
import { asTeacher } from './studio-access.js';

const SAVED = 'Captions saved.';
const REMOVED = 'Captions removed.';

/** `/api/admin/chapters/{id}/captions…`, inside the admin scope (its hook requires an admin). */
export async function captionsAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, admin.adminListChapterCaptions, async (request) => ({
    data: await listChapterCaptions(ctx.db, ctx, request.params.id),
  }));
  route(api, admin.adminPutChapterCaptions, async (request) => {
    const { id, language } = request.params;
    const write = await putChapterCaptions(ctx.db, ctx, currentUserId(request), id, language, request.body);
    await removeReleasedFile(ctx, write.releasedKey);
    return { data: write.result, message: SAVED };
  });
  route(api, admin.adminDeleteChapterCaptions, async (request) => {
    const { id, language } = request.params;
    const write = await deleteChapterCaptions(ctx.db, ctx, currentUserId(request), id, language);
    await removeReleasedFile(ctx, write.releasedKey);
    return { message: REMOVED };
  });
}

/** The same under `/api/instructor`, for a chapter of a course the caller teaches (404 otherwise). */
export async function captionsStudioRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, studio.studioListChapterCaptions, async (request) => {
    const chapterId = request.params.id;
    const data = await asTeacher(ctx, currentUserId(request), { chapterId }, (db) =>
      listChapterCaptions(db, ctx, chapterId),
    );
    return { data };
  });
  route(api, studio.studioPutChapterCaptions, async (request) => {
    const userId = currentUserId(request);
    const { id: chapterId, language } = request.params;
    const write = await asTeacher(ctx, userId, { chapterId }, (db) =>
      putChapterCaptions(db, ctx, userId, chapterId, language, request.body),
    );
    await removeReleasedFile(ctx, write.releasedKey);
    return { data: write.result, message: SAVED };
  });
  route(api, studio.studioDeleteChapterCaptions, async (request) => {
    const userId = currentUserId(request);
    const { id: chapterId, language } = request.params;
    const write = await asTeacher(ctx, userId, { chapterId }, (db) =>
      deleteChapterCaptions(db, ctx, userId, chapterId, language),
    );
    await removeReleasedFile(ctx, write.releasedKey);
    return { message: REMOVED };
  });
}
