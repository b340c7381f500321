import { adminCoreOperations as op } from '@coursewise/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { currentUserId } from '../../plugins/auth.js';
import { route } from '../../plugins/route-from-operation.js';
import { listCertificatesForAdmin, revokeCertificateForAdmin } from './certificates.admin.service.js';

/** `/api/admin/certificates`: registered inside the admin scope, whose hook already required an admin. */
export async function certificatesAdminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  route(api, op.adminListCertificates, async (request) => ({
    data: await listCertificatesForAdmin(ctx.db, ctx, request.query),
  }));

  route(api, op.adminRevokeCertificate, async (request) => ({
    data: await revokeCertificateForAdmin(ctx.db, ctx, currentUserId(request), request.params.id),
    message: 'The certificate has been revoked.',
  }));
}
