import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { AppContext } from './app-context.js';
import { accountLabelsByIds } from './modules/account/account-directory.service.js';
import { usersAdminRoutes } from './modules/account/users.admin.routes.js';
import { announcementAdminRoutes } from './modules/announcements/announcements.admin.routes.js';
import { questionAdminRoutes } from './modules/assessments/questions.admin.routes.js';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes.js';
import { captionsAdminRoutes } from './modules/authoring/captions.routes.js';
import { adminReviewRoutes } from './modules/authoring/course-review.routes.js';
import { courseAdminRoutes } from './modules/authoring/courses.admin.routes.js';
import { outlineAdminRoutes } from './modules/authoring/outline.admin.routes.js';
import { videoAdminRoutes } from './modules/authoring/videos.routes.js';
import { certificatesAdminRoutes } from './modules/certificates/certificates.admin.routes.js';
import { contactMessagesAdminRoutes } from './modules/content/contact-messages.admin.routes.js';
import { contentAdminRoutes } from './modules/content/content.admin.routes.js';
import { couponsAdminRoutes } from './modules/coupons/coupons.admin.routes.js';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin.routes.js';
import { discussionsAdminRoutes } from './modules/discussions/discussions.admin.routes.js';
import { payoutsAdminRoutes } from './modules/earnings/payouts.admin.routes.js';
import { insightAdminRoutes } from './modules/insight/insight.admin.routes.js';
import { reviewsAdminRoutes } from './modules/reviews/reviews.admin.routes.js';
import { refundRequestsAdminRoutes } from './modules/sales/refund-requests.admin.routes.js';
import { salesAdminRoutes } from './modules/sales/sales.admin.routes.js';
import { settingsAdminRoutes } from './modules/settings/settings.admin.routes.js';
import { supportAdminRoutes } from './modules/support/support.admin.routes.js';
import { uploadAdminRoutes } from './modules/uploads/uploads.admin.routes.js';
import { requireAdmin } from './plugins/auth.js';
import { recordPersonalDataReads } from './plugins/personal-data-reads.js';

/** One route of the admin scope, as Fastify registered it (`/api/admin/users/:id`). */
export interface AdminRoute {
  method: HTTPMethods;
  url: string;
}

// Keyed by the app's context, so each built app (one per test file) has its own table.
const routeTables = new WeakMap<AppContext, AdminRoute[]>();

/** Every route registered under /api/admin so far: the guard test walks it. */
export function registeredAdminRoutes(ctx: AppContext): readonly AdminRoute[] {
  return routeTables.get(ctx) ?? [];
}

/**
 * The admin scope, registered by app.ts at /api/admin. Its one onRequest hook answers 401 without a
 * valid token and 403 unless the account is an admin now, before any handler, body or validation runs:
 * no admin handler checks roles itself. Each module that owns admin resources adds one line below.
 */
export async function adminRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const table: AdminRoute[] = [];
  routeTables.set(ctx, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url });
  });
  app.addHook('onRequest', requireAdmin(ctx));
  app.addHook('onSend', recordPersonalDataReads(ctx));

  // The log names its actors through account's directory; account records audit entries, so it is passed in here.
  await app.register(auditAdminRoutes, { ctx, actorLabels: accountLabelsByIds });
  await app.register(usersAdminRoutes, { ctx });
  await app.register(supportAdminRoutes, { ctx });
  await app.register(reviewsAdminRoutes, { ctx });
  await app.register(discussionsAdminRoutes, { ctx });
  await app.register(contactMessagesAdminRoutes, { ctx });
  await app.register(certificatesAdminRoutes, { ctx });
  await app.register(courseAdminRoutes, { ctx });
  await app.register(adminReviewRoutes, { ctx });
  await app.register(outlineAdminRoutes, { ctx });
  await app.register(captionsAdminRoutes, { ctx });
  await app.register(videoAdminRoutes, { ctx });
  await app.register(questionAdminRoutes, { ctx });
  await app.register(uploadAdminRoutes, { ctx });
  await app.register(contentAdminRoutes, { ctx });
  await app.register(couponsAdminRoutes, { ctx });
  await app.register(settingsAdminRoutes, { ctx });
  await app.register(salesAdminRoutes, { ctx });
  await app.register(refundRequestsAdminRoutes, { ctx });
  await app.register(dashboardAdminRoutes, { ctx });
  await app.register(payoutsAdminRoutes, { ctx });
  await app.register(insightAdminRoutes, { ctx });
  await app.register(announcementAdminRoutes, { ctx });
}
