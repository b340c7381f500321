import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { limits } from '@coursewise/contract';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { MemoryRateLimitStore } from './lib/rate-limit/memory-store.js';
import { RateLimiter, type RateLimitStore } from './lib/rate-limit/rate-limiter.js';
import { RedisRateLimitStore } from './lib/rate-limit/redis-store.js';
import { LocalDiskStorage } from './lib/storage/storage.js';
import { TokenService } from './lib/tokens.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { findCourseMeta } from './modules/catalogue/catalogue.service.js';
import { type CachedAnswer, ResponseCache } from './modules/catalogue/response-cache.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { devOutboxRoutes } from './modules/mail/mail.routes.js';
import { type Mailer, OutboxMailer, SmtpMailer } from './modules/mail/mailer.js';
import { reviewRoutes } from './modules/reviews/reviews.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { healthRoutes } from './modules/system/health.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { trimEmailField, validatorCompiler } from './plugins/validation.js';
import { registerWebApp } from './plugins/web-app.js';

export interface BuildOptions {
  /** An already-open database (tests pass one per file); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** Skip migrations when the caller already ran them. */
  migrate?: boolean;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole application without listening: plugins, modules, error handling. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('preValidation', async (request) => trimEmailField(request.body));
  registerErrorHandler(app);
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });

  const database = options.database ?? openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  if (options.migrate !== false) await migrateToLatest(database.db);

  const store: RateLimitStore = config.redisUrl
    ? new RedisRateLimitStore(config.redisUrl)
    : new MemoryRateLimitStore();
  const mailer: Mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(database.db, app.log);
  const uploadsRoot = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsRoot, { recursive: true });
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    mailer,
    storage: new LocalDiskStorage(uploadsRoot),
    tokens: new TokenService(config.jwtSecret, config.jwtTtlSeconds),
    limiter: new RateLimiter(store),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('userId', null);
  app.addHook('onClose', async () => {
    await ctx.limiter.close();
    await mailer.close();
    if (!options.database) await database.destroy();
  });

  await app.register(multipart, {
    limits: { fileSize: limits.avatarMaxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Coursewise API', version: '1.0.0' }, servers: [{ url: '/' }] },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(fastifyStatic, {
    root: uploadsRoot,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });

  const catalogueCache = new ResponseCache<CachedAnswer>();
  app.decorate('catalogueCache', catalogueCache);
  const api = async (scope: FastifyInstance) => {
    await scope.register(healthRoutes, { ctx });
    await scope.register(settingsRoutes, { ctx });
    await scope.register(authRoutes, { ctx });
    await scope.register(accountRoutes, { ctx });
    await scope.register(contentRoutes, { ctx });
    await scope.register(catalogueRoutes, { ctx, cache: catalogueCache });
    await scope.register(wishlistRoutes, { ctx });
    await scope.register(cartRoutes, { ctx });
    await scope.register(reviewRoutes, { ctx, onCatalogueChange: () => catalogueCache.invalidate() });
    if (config.nodeEnv !== 'production') await scope.register(devOutboxRoutes, { ctx });
  };
  await app.register(api, { prefix: '/api' });

  await app.register(seoRoutes, { ctx });
  await registerWebApp(app, config.webDist ? path.resolve(config.webDist) : defaultWebDist, async (url) => {
    const slug = /^\/courses\/([a-z0-9-]{1,120})\/?$/.exec(url)?.[1];
    const course = slug ? await findCourseMeta(ctx, slug) : null;
    if (!course) return null;
    const image = course.imageUrl;
    const imageUrl = image && !image.startsWith('http') ? `${config.publicUrl}${image}` : image;
    return {
      title: `${course.title} | Coursewise`,
      description: course.description,
      url: `${config.publicUrl}${url}`,
      imageUrl,
      type: 'article',
    };
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Public catalogue answers; anything that changes courses, ratings or categories invalidates it. */
    catalogueCache: ResponseCache<CachedAnswer>;
  }
}
