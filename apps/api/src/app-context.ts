import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DialectName } from './db/database.js';
import type { EffectTargets, Executor } from './db/executor.js';
import type { Database } from './db/schema.js';
import type { HlsSigner } from './lib/hls-links.js';
import type { JobQueue } from './lib/jobs/job-queue.js';
import type { RateLimiter } from './lib/rate-limit/rate-limiter.js';
import type { MediaSigner } from './lib/signed-url.js';
import type { ObjectStore } from './lib/storage/object-store.js';
import type { StorageDriver } from './lib/storage/storage.js';
import type { TokenService } from './lib/tokens.js';
import type { VideoTools } from './lib/video/video-tools.js';
import type { TokenVersionCache } from './modules/account/token-versions.service.js';
import type { CachedAnswer, ResponseCache } from './modules/catalogue/response-cache.js';
import type { CertificatePdfs } from './modules/certificates/certificate-pdf-cache.service.js';
import type { LearnerFlags } from './modules/courses/course-summary.js';
import type { CachedThreadPage } from './modules/discussions/discussion-cache.service.js';
import type { MailQueue } from './modules/mail/mail-queue.service.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { NotificationHub } from './modules/notifications/notification-hub.service.js';
import type { PaymentProvider } from './modules/payments/payment-providers.service.js';

/** What every module is given: the shared infrastructure, built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  /** Mail queued in a transaction (receipts), sent after it commits: the unit of work kicks it. */
  mailQueue: MailQueue;
  /** Stripe when its keys are set, else the sandbox (development only). */
  payments: PaymentProvider;
  /** Public uploads (images), each with a public URL. */
  storage: StorageDriver;
  /** Videos and captions: reachable only through `mediaLinks`. */
  privateStorage: ObjectStore;
  /** Certificate PDFs stored in `privateStorage` once rendered (on a worker thread). */
  certificatePdfs: CertificatePdfs;
  /** Short-lived signed links to `privateStorage` (`/api/media/…`). */
  mediaLinks: MediaSigner;
  /** Signed links to processed videos' HLS files (`/api/media/hls/…`), shared per window for CDNs. */
  hlsLinks: HlsSigner;
  /** Background jobs (video processing): BullMQ on Redis when REDIS_URL is set, else in process. */
  jobs: JobQueue;
  /** ffmpeg and ffprobe, or null when this server has none (videos then fail as "processing unavailable"). */
  videoTools: VideoTools | null;
  tokens: TokenService;
  /**
   * Users' current token versions, cached per instance (the account module's); every change of a
   * version goes through `revoke()`, which reaches every instance (Redis pub/sub when REDIS_URL is set).
   */
  tokenVersions: TokenVersionCache;
  /** Open sessions, cached per instance; `revoke(sessionId, null)` ends one on every instance. */
  sessions: TokenVersionCache;
  limiter: RateLimiter;
  /** Public catalogue answers (read side); writes invalidate them through their unit of work. */
  catalogueCache: ResponseCache<CachedAnswer>;
  /** Discussion list pages every member shares; discussion writes clear it (discussion-cache.service.ts). */
  discussionCache: ResponseCache<CachedThreadPage>;
  /**
   * What a unit of work runs after its commit (the caches, the mail queue, token revocation): services
   * pass it to `inTransaction(db, ctx.effects, work)` and declare effects there, never call them.
   */
  effects: EffectTargets;
  /** Live notifications: each user's open streams on this instance, fed after commits (Redis across instances). */
  notificationHub: NotificationHub;
  /** The wishlist, cart and purchases modules' flags for a learner, wired in app.ts. */
  learnerFlags: LearnerFlags;
  /** The certificates module's part in deleting an account (wired in app.ts; account must not import it). */
  certificateHolders: CertificateHoldersSeam;
  /** The notes module's part in deleting an account (wired in app.ts; account must not import it). */
  noteAuthors: NoteAuthorsSeam;
}

/** What deleting an account asks of notes: a learner's notes are their own words, erased with them. */
export interface NoteAuthorsSeam {
  /** Deletes every note of the learner, in the caller's transaction. */
  erase(db: Executor, userId: string): Promise<void>;
}

/** What deleting an account asks of certificates, which import the account module. */
export interface CertificateHoldersSeam {
  /** Replaces the holder's name on all their certificates, in the caller's transaction. */
  anonymise(db: Executor, userId: string): Promise<void>;
}
