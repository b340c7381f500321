import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { limits } from '@coursewise/contract';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { adminRoutes } from './admin-routes.js';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { instructorRoutes } from './instructor-routes.js';
import { HlsSigner } from './lib/hls-links.js';
import { openJobQueue } from './lib/jobs/open-job-queue.js';
import { MemoryRateLimitStore } from './lib/rate-limit/memory-store.js';
import { RateLimiter, type RateLimitStore } from './lib/rate-limit/rate-limiter.js';
import { RedisRateLimitStore } from './lib/rate-limit/redis-store.js';
import { MediaSigner } from './lib/signed-url.js';
import { openStorage } from './lib/storage/open-storage.js';
import { TokenService } from './lib/tokens.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import { findVideoTools, TOOLS_MISSING } from './lib/video/video-tools.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { forgetOldSessions, openSessionCache } from './modules/account/sessions.service.js';
import { openTokenVersions } from './modules/account/token-versions.service.js';
import { announcementRoutes } from './modules/announcements/announcements.routes.js';
import { assessmentRoutes } from './modules/assessments/assessments.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { inCartFlag } from './modules/cart/cart.service.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import {
  type CachedAnswer,
  openCatalogueCache,
  type ResponseCache,
} from './modules/catalogue/response-cache.js';
import { anonymiseHolder } from './modules/certificates/certificate-holders.service.js';
import { CertificatePdfs } from './modules/certificates/certificate-pdf-cache.service.js';
import { shareImageRoutes } from './modules/certificates/certificate-share-image.routes.js';
import { certificateRoutes } from './modules/certificates/certificates.routes.js';
import { credentialSiteRoutes } from './modules/certificates/credential-site.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { couponRoutes } from './modules/coupons/coupons.routes.js';
import { openDiscussionCache } from './modules/discussions/discussion-cache.service.js';
import { discussionRoutes } from './modules/discussions/discussions.routes.js';
import { publicProfileRoutes } from './modules/instructors/instructor-profile.routes.js';
import { invoiceRoutes } from './modules/invoices/invoices.routes.js';
import { devOutboxRoutes } from './modules/mail/mail.routes.js';
import { MailQueue } from './modules/mail/mail-queue.service.js';
import { type Mailer, OutboxMailer, SmtpMailer } from './modules/mail/mailer.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { noteRoutes } from './modules/notes/notes.routes.js';
import { eraseNotesOf } from './modules/notes/notes.service.js';
import { NotificationDigestTimer } from './modules/notifications/notification-digest.service.js';
import { openNotificationHub } from './modules/notifications/notification-hub.service.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { settleOwedRefunds } from './modules/payments/fulfilment.service.js';
import { createPaymentProvider } from './modules/payments/payment-providers.service.js';
import { paymentWebhookRoutes } from './modules/payments/payment-webhook.routes.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import { purchasedFlag } from './modules/purchases/purchases.service.js';
import { reviewRoutes } from './modules/reviews/reviews.routes.js';
import { finishInterruptedRefunds } from './modules/sales/refund.service.js';
import { refundRequestRoutes } from './modules/sales/refund-request.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { pageHeadFor } from './modules/seo/seo.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { withStoredPaymentKeys } from './modules/settings/settings-admin.service.js';
import { studyRoutes } from './modules/study/study.routes.js';
import { healthRoutes } from './modules/system/health.routes.js';
import { tusUploadRoutes } from './modules/uploads/tus-uploads.routes.js';
import { startVideoWorker } from './modules/video/video-job.service.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { wishlistedFlag } from './modules/wishlist/wishlist.service.js';
import { registerClosing } from './plugins/closing.js';
import { registerCompression } from './plugins/compression.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/errors.js';
import { messageLanguage } from './plugins/message-language.js';
import { registerOpenApi } from './plugins/openapi.js';
import { loadPageRenderer } from './plugins/page-render.js';
import { registerPublicUploads } from './plugins/public-uploads.js';
import { privateAnswerHeaders, routeSecurity } from './plugins/route-security.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { serializerCompiler } from './plugins/serialization.js';
import { trimEmailField, validatorCompiler } from './plugins/validation.js';
import { registerWebAssets, registerWebPages } from './plugins/web-app.js';

export interface BuildOptions {
  /** An already-open database (tests pass one per file); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** Skip migrations when the caller already ran them. */
  migrate?: boolean;
  /** Where log lines go instead of stdout (a test reads them). */
  logStream?: { write(line: string): void };
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole application without listening: plugins, modules, error handling. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Errors raised before routing or by Node's parser are answered in our shape too.
    frameworkErrors,
    clientErrorHandler,
    // Requests arriving while the server closes are answered in our shape by registerClosing.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preValidation', async (request) => trimEmailField(request.body));
  registerErrorHandler(app);
  registerClosing(app);
  app.addHook('onSend', privateAnswerHeaders);
  app.addHook('preSerialization', messageLanguage);
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });

  const database = options.database ?? openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  if (options.migrate !== false) await migrateToLatest(database.db);

  const store: RateLimitStore = config.redisUrl
    ? new RedisRateLimitStore(config.redisUrl)
    : new MemoryRateLimitStore();
  const mailer: Mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(database.db, app.log);
  const opened = openStorage(config);
  // Stripe keys an admin stored apply where the environment sets none (read once, at start).
  const settled = await withStoredPaymentKeys(database.db, config);
  const mailQueue = new MailQueue(database.db, mailer, app.log);
  const tokenVersions = openTokenVersions(database.db, config.redisUrl, app.log);
  const sessions = openSessionCache(database.db, config.redisUrl, app.log);
  const catalogueCache = openCatalogueCache(config.redisUrl, app.log);
  const discussionCache = openDiscussionCache(config.redisUrl, app.log);
  const notificationHub = openNotificationHub(database.db, config.redisUrl, app.log);
  const effects = {
    catalogueCache,
    mailQueue,
    tokenVersions,
    sessions,
    notifications: notificationHub,
    log: app.log,
  };
  const ctx: AppContext = {
    config: settled,
    db: database.db,
    dialect: database.dialect,
    mailer,
    mailQueue,
    payments: createPaymentProvider(settled),
    storage: opened.storage,
    privateStorage: opened.privateStorage,
    certificatePdfs: new CertificatePdfs(opened.privateStorage),
    mediaLinks: new MediaSigner(config.jwtSecret),
    hlsLinks: new HlsSigner(config.jwtSecret),
    jobs: openJobQueue(config.redisUrl, config.jobQueuePrefix, app.log),
    videoTools: findVideoTools(config),
    tokens: new TokenService(config.jwtSecret),
    tokenVersions,
    sessions,
    limiter: new RateLimiter(store),
    catalogueCache,
    discussionCache,
    effects,
    notificationHub,
    // Each flag is its owner's; composing them here keeps the cart and the wishlist from importing each other.
    learnerFlags: (userId) => ({
      isWishlisted: wishlistedFlag(userId),
      isInCart: inCartFlag(userId),
      isPurchased: purchasedFlag(userId),
    }),
    // Deleting an account erases its name from certificates; account must not import certificates.
    certificateHolders: { anonymise: (db, userId) => anonymiseHolder(db, ctx, userId) },
    noteAuthors: { erase: eraseNotesOf },
  };
  app.decorate('ctx', ctx);
  const digest = new NotificationDigestTimer(ctx, app.log);
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);
  // At start-up: mail and refunds a stopped process left owing (after commits it could not follow up).
  app.addHook('onReady', async () => {
    await ctx.mailQueue.start();
    await forgetOldSessions(ctx.db);
    await settleOwedRefunds(ctx, app.log);
    await finishInterruptedRefunds(ctx, app.log);
    digest.start();
    if (!ctx.videoTools) app.log.warn(TOOLS_MISSING);
    startVideoWorker(ctx, app.log);
  });
  // Open notification streams end as the close begins, so they never hold the server open.
  app.addHook('preClose', async () => ctx.notificationHub.endStreams());
  app.addHook('onClose', async () => {
    // First: a running transcode is stopped and left processing, to be taken up again.
    await ctx.jobs.close();
    await digest.close();
    await ctx.notificationHub.close();
    await ctx.mailQueue.close();
    await ctx.limiter.close();
    await ctx.tokenVersions.close();
    await ctx.sessions.close();
    await ctx.catalogueCache.close();
    await ctx.discussionCache.close();
    await ctx.certificatePdfs.close();
    await mailer.close();
    if (!options.database) await database.destroy();
  });

  await app.register(multipart, {
    limits: { fileSize: limits.avatarMaxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
    throwFileSizeLimit: true,
  });
  const webDist = config.webDist ? path.resolve(config.webDist) : defaultWebDist;
  // The web build's files are compressed at build time, so they come before compression; all after it is compressed.
  await registerWebAssets(app, webDist);
  await registerCompression(app);
  await registerOpenApi(app);

  await registerPublicUploads(app, opened);

  app.decorate('catalogueCache', ctx.catalogueCache);
  const api = async (scope: FastifyInstance) => {
    await scope.register(routeSecurity, { ctx });
    await scope.register(healthRoutes, { ctx });
    await scope.register(settingsRoutes, { ctx });
    await scope.register(authRoutes, { ctx });
    await scope.register(accountRoutes, { ctx });
    await scope.register(contentRoutes, { ctx });
    await scope.register(catalogueRoutes, { ctx });
    await scope.register(wishlistRoutes, { ctx });
    await scope.register(cartRoutes, { ctx });
    await scope.register(reviewRoutes, { ctx });
    await scope.register(announcementRoutes, { ctx });
    await scope.register(paymentRoutes, { ctx });
    await scope.register(refundRequestRoutes, { ctx });
    await scope.register(couponRoutes, { ctx });
    await scope.register(paymentWebhookRoutes, { ctx });
    await scope.register(invoiceRoutes, { ctx });
    await scope.register(studyRoutes, { ctx });
    await scope.register(noteRoutes, { ctx });
    await scope.register(assessmentRoutes, { ctx });
    await scope.register(mediaRoutes, { ctx });
    await scope.register(tusUploadRoutes, { ctx });
    await scope.register(certificateRoutes, { ctx });
    await scope.register(discussionRoutes, { ctx });
    await scope.register(shareImageRoutes, { ctx });
    await scope.register(adminRoutes, { ctx, prefix: '/admin' });
    await scope.register(instructorRoutes, { ctx, prefix: '/instructor' });
    await scope.register(publicProfileRoutes, { ctx });
    await scope.register(notificationRoutes, { ctx });
    if (config.nodeEnv !== 'production') await scope.register(devOutboxRoutes, { ctx });
  };
  await app.register(api, { prefix: '/api' });

  await app.register(seoRoutes, { ctx });
  await app.register(credentialSiteRoutes, { ctx });
  await registerWebPages(
    app,
    webDist,
    (url, sessionToken, locale) => pageHeadFor(ctx, url, sessionToken, locale),
    {
      renderer: await loadPageRenderer(webDist),
      shellAfterMs: config.pageShellAfterMs,
    },
  );
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Public catalogue answers; anything that changes courses, ratings or categories invalidates it. */
    catalogueCache: ResponseCache<CachedAnswer>;
  }
}
