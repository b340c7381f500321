import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DialectName } from './db/database.js';
import type { Database } from './db/schema.js';
import type { RateLimiter } from './lib/rate-limit/rate-limiter.js';
import type { StorageDriver } from './lib/storage/storage.js';
import type { TokenService } from './lib/tokens.js';
import type { CachedAnswer, ResponseCache } from './modules/catalogue/response-cache.js';
import type { LearnerFlags } from './modules/courses/course-summary.js';
import type { Mailer } from './modules/mail/mailer.js';

/** What every module is given: the shared infrastructure, built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  storage: StorageDriver;
  tokens: TokenService;
  limiter: RateLimiter;
  /** Public catalogue answers; `invalidate()` is the one call every write that changes them makes. */
  catalogueCache: ResponseCache<CachedAnswer>;
  /** The wishlist, cart and purchases modules' flags for a learner, wired in app.ts. */
  learnerFlags: LearnerFlags;
}
