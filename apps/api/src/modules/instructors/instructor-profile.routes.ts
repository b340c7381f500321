import { instructorProfileOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { getOwnProfile, getPublicProfile, saveOwnProfile } from './instructor-profiles.service.js';

/** `/api/instructor/profile`: the instructor's own profile (in the instructor scope, instructor-routes.ts). */
export async function ownProfileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.getOwnInstructorProfile, async (request) => ({
    data: await getOwnProfile(ctx.db, currentUserId(request)),
  }));
  route(api, op.saveOwnInstructorProfile, async (request) => ({
    data: await saveOwnProfile(ctx.db, ctx, currentUserId(request), request.body),
    message: 'Profile saved.',
  }));
}

/**
 * `GET /api/instructor/profile/{slug}`: public, so it is registered outside the instructor scope (whose
 * hook would ask for a token); the static `/instructor/profile` route cannot clash with it.
 */
export async function publicProfileRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  route(api, op.getInstructorProfile, async (request) => ({
    data: await getPublicProfile(ctx, request.params.slug),
  }));
}
