import type { LearningChapter, PurchasedCourse } from '@coursewise/contract';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DialectName } from './db/database.js';
import type { Executor } from './db/executor.js';
import type { Database } from './db/schema.js';
import type { RateLimiter } from './lib/rate-limit/rate-limiter.js';
import type { MediaSigner } from './lib/signed-url.js';
import type { ObjectStore } from './lib/storage/object-store.js';
import type { StorageDriver } from './lib/storage/storage.js';
import type { TokenService } from './lib/tokens.js';
import type { TokenVersionCache } from './modules/account/token-versions.service.js';
import type { CachedAnswer, ResponseCache } from './modules/catalogue/response-cache.js';
import type { CertificatePdfs } from './modules/certificates/certificate-pdf-cache.service.js';
import type { LearnerFlags } from './modules/courses/course-summary.js';
import type { MailQueue } from './modules/mail/mail-queue.service.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { PaymentProvider } from './modules/payments/payment-providers.service.js';

/** What every module is given: the shared infrastructure, built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  /** Mail queued in a transaction (receipts), sent after it commits: `kick()` once committed. */
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
  tokens: TokenService;
  /**
   * Users' current token versions, cached per instance (the account module's); every change of a
   * version goes through `revoke()`, which reaches every instance (Redis pub/sub when REDIS_URL is set).
   */
  tokenVersions: TokenVersionCache;
  /** Open sessions, cached per instance; `revoke(sessionId, null)` ends one on every instance. */
  sessions: TokenVersionCache;
  limiter: RateLimiter;
  /** Public catalogue answers; `invalidate()` is the one call every write that changes them makes. */
  catalogueCache: ResponseCache<CachedAnswer>;
  /** The wishlist, cart and purchases modules' flags for a learner, wired in app.ts. */
  learnerFlags: LearnerFlags;
  /** What the learning module shows of quizzes and the final, from the assessments module (wired in app.ts). */
  assessments: AssessmentsSeam;
  /** The certificates module's part in deleting an account (wired in app.ts; account must not import it). */
  certificateHolders: CertificateHoldersSeam;
}

/** What deleting an account asks of certificates, which import the account module. */
export interface CertificateHoldersSeam {
  /** Replaces the holder's name on all their certificates, in the caller's transaction. */
  anonymise(db: Executor, userId: string): Promise<void>;
}

/** A chapter's quiz as the outline shows it: size and the learner's best result. */
export type ChapterQuizSummary = NonNullable<LearningChapter['quiz']>;
/** The final assessment's state for one learner, as the purchased course shows it. */
export type FinalAssessmentSummary = PurchasedCourse['finalAssessment'];

/**
 * The assessments module's answers to the learning module, which must not import it (assessments
 * imports learning to complete chapters). Every function reads inside the caller's executor.
 */
export interface AssessmentsSeam {
  /** Each chapter of the course that has a quiz, with the learner's best result. */
  chapterQuizzes(db: Executor, userId: string, courseId: string): Promise<Map<string, ChapterQuizSummary>>;
  /** The learner's final assessment state (never draws an attempt). */
  finalState(db: Executor, userId: string, courseId: string): Promise<FinalAssessmentSummary>;
  /** Whether the chapter has a quiz (then only passing it completes the chapter). */
  hasQuiz(db: Executor, chapterId: string): Promise<boolean>;
  /** Question counts per chapter of the course (chapters without a quiz are absent): the admin outline. */
  quizSizes(db: Executor, courseId: string): Promise<Map<string, number>>;
  /** How many questions the course's final pool holds. */
  finalPoolSize(db: Executor, courseId: string): Promise<number>;
  /** Whether learners have taken the quiz of any of these chapters (the admin refuses to delete them). */
  hasQuizAttempts(db: Executor, chapterIds: string[]): Promise<boolean>;
}
