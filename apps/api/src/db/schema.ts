import type { Generated } from 'kysely';

/**
 * Table types as the application sees them (camelCase; CamelCasePlugin maps to snake_case).
 * Flags are 0/1 integers and timestamps ISO-8601 strings on both engines (docs/decisions.md).
 */
export interface UsersTable {
  id: string;
  email: string;
  emailNormalized: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  avatarKey: string | null;
  role: 'learner' | 'admin' | 'instructor';
  emailVerified: number;
  profileComplete: number;
  tokenVersion: Generated<number>;
  googleSub: string | null;
  deletedAt: string | null;
  /** Set by an admin: the account cannot sign in and its tokens were revoked. */
  disabledAt: string | null;
  /** 0/1: whether the learner is mailed a copy of their courses' announcements (default 1). */
  emailAnnouncements: Generated<number>;
  /** The site language the user chose (a `Locale`); null until they choose one (0044). */
  locale: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VerificationCodesTable {
  id: string;
  userId: string;
  purpose: 'signup' | 'reset' | 'signin';
  codeHash: string;
  expiresAt: string;
  attempts: Generated<number>;
  createdAt: string;
}

export interface SessionsTable {
  id: string;
  userId: string;
  createdAt: string;
  /** Absolute: no request extends a session past it. */
  expiresAt: string;
  endedAt: string | null;
}

export interface SignupCodesTable {
  id: string;
  userId: string;
  codeHash: string;
  /** The password chosen in the sign-up this code was mailed for; it becomes the account's on verify. */
  passwordHash: string;
  expiresAt: string;
  attempts: Generated<number>;
  createdAt: string;
}

/** Extra final attempts an admin granted a learner for a course (assessments module). */
export interface FinalAttemptGrantsTable {
  id: string;
  userId: string;
  courseId: string;
  extra: number;
  grantedBy: string | null;
  createdAt: string;
}

export interface OutboxEmailsTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: string;
}

export interface CategoriesTable {
  id: string;
  slug: string;
  name: string;
  position: number;
  createdAt: string;
}

export interface CoursesTable {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  descriptionText: string;
  /** JSON array of strings. */
  outcomes: string;
  /** JSON array of strings. */
  requirements: string;
  level: 'beginner' | 'intermediate' | 'advanced' | 'all';
  /** A locale code since 0045 (the course bodies take only these). */
  language: 'en' | 'es' | 'fr' | 'de';
  priceCents: number;
  imageKey: string | null;
  instructorName: string;
  instructorBio: string;
  instructorAvatarKey: string | null;
  categoryId: string;
  published: number;
  passMark: Generated<number>;
  finalAttemptLimit: Generated<number>;
  /** How many final questions an attempt draws from the pool; null: every one. */
  finalQuestionCount: Generated<number | null>;
  durationMinutes: number;
  learnersCount: Generated<number>;
  ratingCount: Generated<number>;
  ratingSum: Generated<number>;
  ratingAverage: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface CourseModulesTable {
  id: string;
  courseId: string;
  title: string;
  position: number;
}

export interface ChaptersTable {
  id: string;
  moduleId: string;
  courseId: string;
  title: string;
  type: 'video' | 'text';
  content: string;
  videoKey: string | null;
  // `captions_key` (0006) is left in the table by 0040, unused: captions are `chapter_captions` rows.
  durationMinutes: number;
  isPreview: number;
  position: number;
}

/** A learner's private note on a chapter (0039, the notes module's); plain text. */
export interface NotesTable {
  id: string;
  userId: string;
  courseId: string;
  chapterId: string;
  /** Seconds into the chapter's video; null when not stamped. */
  positionSeconds: number | null;
  body: string;
  createdAt: string;
  updatedAt: string;
}

/** A chapter's WebVTT captions in one BCP 47 language (0040), in private storage like the video. */
export interface ChapterCaptionsTable {
  chapterId: string;
  language: string;
  label: string;
  storageKey: string;
  createdAt: string;
}

/** A stored source video and its processing into HLS (0043, the video module's); also the job's record. */
export interface VideoAssetsTable {
  id: string;
  sourceKey: string;
  status: 'processing' | 'ready' | 'failed';
  progress: number;
  error: string | null;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** JSON text of the rendition heights produced (`[360,720]`); null until ready. */
  renditions: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

/** How a purchase came about (0025); the contract's `PurchaseSource`. */
export type PurchaseSource = 'sale' | 'grant' | 'free';

export interface PurchasesTable {
  id: string;
  userId: string;
  courseId: string;
  amount: number;
  currency: string;
  paymentId: string | null;
  /** How it came about: paid (`sale`), enrolled by support (`grant`) or free (`free`, no payment). */
  source: PurchaseSource;
  createdAt: string;
  /** Set when the purchase was refunded: the learner no longer owns the course (may buy it again). */
  revokedAt: string | null;
  revokeReason: string | null;
}

/** An admin refund asked of the provider and not yet recorded (the payments module's). */
export interface RefundIntentsTable {
  purchaseId: string;
  actorId: string | null;
  reason: string | null;
  createdAt: string;
}

/** A learner's request to refund one purchase (the refunds module's); one per purchase. */
export interface RefundRequestsTable {
  id: string;
  purchaseId: string;
  userId: string;
  courseId: string;
  amount: number;
  currency: string;
  reason: string;
  /** Percent of the course's chapters completed when asked (rounded down). */
  consumedPercent: number;
  status: 'pending' | 'approved' | 'refunded' | 'declined';
  /** The admin who approved or declined; null for an automatic refund. */
  decidedBy: string | null;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** One learner's progress in one chapter (the learning module's). */
export interface ChapterProgressTable {
  userId: string;
  chapterId: string;
  courseId: string;
  completedAt: string | null;
  positionSeconds: number;
  visitedAt: string | null;
  updatedAt: string;
}

/** Chapters a learner has completed in a course, kept with `chapter_progress` (the learning module's). */
export interface CourseProgressTable {
  userId: string;
  courseId: string;
  completedChapters: number;
  updatedAt: string;
}

/** A checkout: what the learner pays, in which currency, through which provider (the payments module's). */
export interface PaymentsTable {
  id: string;
  userId: string;
  provider: 'stripe' | 'sandbox';
  /** `expired`: closed unpaid (too old, or its prices moved), or charged then and refunded in full. */
  status: 'pending' | 'succeeded' | 'failed' | 'expired';
  currency: 'USD' | 'GBP' | 'EUR';
  amount: number;
  rate: number;
  providerRef: string | null;
  clientSecret: string | null;
  failureMessage: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  receiptNumber: string | null;
  /** `INV-000123`, taken from the `invoice` sequence when the payment succeeds. */
  invoiceNumber: string | null;
  refundedAmount: Generated<number>;
  refundRef: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  /** The coupon code applied (upper-case) and what it took off the order. */
  couponCode: Generated<string | null>;
  discount: Generated<number>;
}

/** One course of a payment, priced when the payment was made. */
export interface PaymentLinesTable {
  paymentId: string;
  courseId: string;
  priceUsd: number;
  amount: number;
  refundedAt: string | null;
  /** The provider's refund id of this line alone (a refund made from the admin console). */
  refundRef: string | null;
  /** What a coupon took off this line; `amount` is what was charged after it. */
  discount: Generated<number>;
}

/** A coupon code (the coupons module's); `courseIds` is a JSON array, null for every course. */
export interface CouponsTable {
  id: string;
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  currency: 'USD' | 'GBP' | 'EUR' | null;
  courseIds: string | null;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  perLearner: number | null;
  active: number;
  createdAt: string;
  updatedAt: string;
}

/** One payment's use of a code: `pending` holds a place until `holdUntil`, then `redeemed` or `released`. */
export interface CouponRedemptionsTable {
  id: string;
  couponId: string;
  userId: string;
  paymentId: string;
  /** `free`: the code left nothing to pay; `payment_id` is then the checkout's id, with no payment row. */
  status: 'pending' | 'redeemed' | 'released' | 'free';
  discount: number;
  currency: 'USD' | 'GBP' | 'EUR';
  holdUntil: string;
  createdAt: string;
  updatedAt: string;
}

/** A course bought as a gift (payments'): its code is an HMAC, set once the payment succeeds. */
export interface GiftsTable {
  id: string;
  paymentId: string;
  courseId: string;
  recipientEmail: string;
  message: string | null;
  codeHash: string | null;
  /** The code's last group, shown to the buyer (`…-7QX2`). */
  codeHint: string | null;
  createdAt: string;
  redeemedAt: string | null;
  redeemedBy: string | null;
  /** The redeemer's purchase (of the gift's course, or another of at most its price). */
  purchaseId: string | null;
}

/** Who a payment's invoice is made out to, given at checkout (the payments module's). */
export interface PaymentBillingTable {
  paymentId: string;
  name: string;
  address: string;
  country: string;
  taxId: string | null;
  createdAt: string;
}

/** Counters behind human numbers (`CW-R-2026-000042`), taken inside the caller's transaction. */
export interface NumberSequencesTable {
  name: string;
  value: number;
}

/** Mail written in a transaction and sent after it commits (the mail module's outbox). */
export interface MailJobsTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  lastError: string | null;
  createdAt: string;
  claimedAt: string | null;
  sentAt: string | null;
}

export interface ReviewsTable {
  id: string;
  courseId: string;
  userId: string;
  rating: number;
  comment: string;
  hidden: Generated<number>;
  /** Percent of the course completed when the review was last written; null before it was recorded. */
  progressPercent: Generated<number | null>;
  createdAt: string;
  updatedAt: string;
}

/** A chapter's discussion thread (the discussions module's); counts kept by the writes that change them. */
export interface DiscussionThreadsTable {
  id: string;
  courseId: string;
  chapterId: string;
  authorId: string;
  /** `instructor` or `admin` when the asker was the course's staff; null for a learner. */
  staffRole: 'instructor' | 'admin' | null;
  title: string;
  /** Sanitised HTML. */
  body: string;
  /** Lowered title and plain body, for `like` search within a chapter or course. */
  searchText: string;
  /** Visible (not hidden) replies. */
  replyCount: Generated<number>;
  /** Visible replies by the course's instructors or admins. */
  staffReplyCount: Generated<number>;
  upvoteCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
  lastActivityAt: string;
  resolvedAt: string | null;
  hiddenAt: string | null;
}

export interface DiscussionRepliesTable {
  id: string;
  threadId: string;
  authorId: string;
  body: string;
  /** `instructor` or `admin` when written by the course's staff (an answer); null for a learner. */
  staffRole: 'instructor' | 'admin' | null;
  createdAt: string;
  updatedAt: string;
  hiddenAt: string | null;
}

export interface DiscussionVotesTable {
  threadId: string;
  userId: string;
  createdAt: string;
}

export interface DiscussionReportsTable {
  id: string;
  postKind: 'thread' | 'reply';
  postId: string;
  reporterId: string;
  reason: string;
  createdAt: string;
}

export interface CourseListItemTable {
  userId: string;
  courseId: string;
  createdAt: string;
}

export interface CmsPagesTable {
  id: string;
  slug: string;
  title: string;
  summary: string | null;
  updatedAt: string;
}

/** A CMS page's words in another language (0046); what it leaves out reads as the default's. */
export interface CmsPageTranslationsTable {
  pageId: string;
  locale: string;
  title: string;
  summary: string | null;
  /** JSON: `{ [blockKey]: { title?, body?, ctaLabel?, ctaUrl? } }`. */
  blocks: string;
  updatedAt: string;
}

export interface CmsBlocksTable {
  id: string;
  pageId: string;
  key: string;
  position: number;
  title: string | null;
  body: string | null;
  imageKey: string | null;
  ctaLabel: string | null;
  ctaUrl: string | null;
}

export interface FaqsTable {
  id: string;
  question: string;
  answer: string;
  position: number;
  published: Generated<number>;
  /** The language it is written in (0046); a language without FAQs of its own shows the default's. */
  locale: Generated<string>;
}

export interface TestimonialsTable {
  id: string;
  name: string;
  role: string;
  quote: string;
  avatarKey: string | null;
  rating: number;
  position: number;
  published: Generated<number>;
}

export interface HelpArticlesTable {
  id: string;
  slug: string;
  title: string;
  category: string;
  body: string;
  position: number;
  published: Generated<number>;
  /** The language it is written in (0046). */
  locale: Generated<string>;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  ip: string | null;
  createdAt: string;
  /** When an admin marked it handled; null while open. */
  handledAt: string | null;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
  updatedAt: string;
}

/** A certificate as issued (the certificates module's): what it said then, and whether it was revoked. */
export interface CertificatesTable {
  id: string;
  number: string;
  userId: string;
  courseId: string;
  attemptId: string;
  holderName: string;
  courseTitle: string;
  score: number;
  issuedAt: string;
  revokedAt: string | null;
  /** Its bit in the revocation status list (migration 0023); null only while a row is being built. */
  statusListIndex: number | null;
}

/** A quiz question (the assessments module's): a chapter's, or the course's final pool when chapterId is null. */
export interface QuestionsTable {
  id: string;
  courseId: string;
  chapterId: string | null;
  text: string;
  imageKey: string | null;
  explanation: string | null;
  position: number;
  createdAt: string;
  /** Set when a question learners have answered is deleted: kept for their reviews, out of quizzes. */
  archivedAt: Generated<string | null>;
}

export interface QuestionOptionsTable {
  id: string;
  questionId: string;
  text: string;
  isCorrect: number;
  position: number;
}

/** One submitted chapter quiz. */
export interface ChapterAttemptsTable {
  id: string;
  userId: string;
  courseId: string;
  chapterId: string;
  correct: number;
  total: number;
  percentage: number;
  passed: number;
  createdAt: string;
}

/** One answer of an attempt; `optionIds` is a JSON array of the chosen option ids. */
export interface AttemptAnswersTable {
  attemptId: string;
  questionId: string;
  position: number;
  optionIds: string;
  isCorrect: number;
}

/**
 * A final assessment attempt: drawn (questions and option order in `draw`, JSON) when opened, scored
 * when submitted. `number` is null while open and unique per learner and course once submitted.
 */
export interface FinalAttemptsTable {
  id: string;
  userId: string;
  courseId: string;
  number: number | null;
  draw: string;
  correct: number | null;
  total: number;
  percentage: number | null;
  passed: number | null;
  createdAt: string;
  submittedAt: string | null;
}

/** Who may edit a course in the studio (the authoring module's): one owner, any co-instructors. */
export interface CourseInstructorsTable {
  courseId: string;
  userId: string;
  role: 'owner' | 'co';
  createdAt: string;
}

/** One line of the earnings ledger (the earnings module's): a course's sale, or its refund (negative). */
export interface LedgerLinesTable {
  id: string;
  kind: 'sale' | 'refund';
  paymentId: string;
  /** Null for a gift's sale (the buyer owns nothing; the redeemer's purchase comes later). */
  purchaseId: string | null;
  courseId: string;
  /** The course's owner when sold; null for a course without instructors (the platform keeps it all). */
  instructorId: string | null;
  currency: 'USD' | 'GBP' | 'EUR';
  /** Minor units: gross = platformFee + instructorNet, all negative on a refund. */
  gross: number;
  platformFee: number;
  instructorNet: number;
  /** The instructor's percent used for the split. */
  share: number;
  createdAt: string;
}

/** An admin's override of the `instructorShare` setting for one instructor. */
export interface InstructorSharesTable {
  userId: string;
  share: number;
  updatedAt: string;
}

/** A month's statement of an instructor marked paid by an admin (`month`: `2026-11`). */
export interface PayoutStatementsTable {
  instructorId: string;
  month: string;
  paidAt: string;
  paidBy: string | null;
  /** The admin's note of how it was paid (a transfer's reference). */
  reference: string | null;
}

/** An instructor's public profile (the instructors module's); `links` is a JSON array of https URLs. */
export interface InstructorProfilesTable {
  userId: string;
  slug: string;
  headline: string;
  bio: string;
  links: string;
  createdAt: string;
  updatedAt: string;
}

/** One submission of a studio course for review (the authoring module's); outcome null: awaiting review. */
export interface CourseReviewsTable {
  id: string;
  courseId: string;
  submittedBy: string | null;
  submittedAt: string;
  outcome: 'returned' | 'published' | null;
  note: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

/** A course's announcement to its learners (the announcements module's); `body` is sanitised HTML. */
export interface AnnouncementsTable {
  id: string;
  courseId: string;
  authorId: string | null;
  title: string;
  body: string;
  createdAt: string;
}

/** One admin write (the audit module's): who changed what, in words. */
export interface AuditLogTable {
  id: string;
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
  createdAt: string;
}

/** A notification of a user (the notifications module's); `data` is the kind's JSON. */
export interface NotificationsTable {
  id: string;
  userId: string;
  kind: string;
  data: string;
  link: string;
  createdAt: string;
  readAt: string | null;
  emailedAt: string | null;
}

/** A single-use ticket that opens a user's notification stream (stored as its SHA-256). */
export interface NotificationTicketsTable {
  ticketHash: string;
  userId: string;
  sessionId: string;
  expiresAt: string;
}

/** A user's notification settings; no row means the defaults (the digest on). */
export interface NotificationSettingsTable {
  userId: string;
  /** 1: mail the daily digest; 0: never. */
  digest: number;
  updatedAt: string;
}

export interface Database {
  users: UsersTable;
  verificationCodes: VerificationCodesTable;
  sessions: SessionsTable;
  signupCodes: SignupCodesTable;
  finalAttemptGrants: FinalAttemptGrantsTable;
  outboxEmails: OutboxEmailsTable;
  categories: CategoriesTable;
  courses: CoursesTable;
  courseInstructors: CourseInstructorsTable;
  ledgerLines: LedgerLinesTable;
  instructorShares: InstructorSharesTable;
  payoutStatements: PayoutStatementsTable;
  instructorProfiles: InstructorProfilesTable;
  courseReviews: CourseReviewsTable;
  announcements: AnnouncementsTable;
  courseModules: CourseModulesTable;
  chapters: ChaptersTable;
  chapterCaptions: ChapterCaptionsTable;
  videoAssets: VideoAssetsTable;
  chapterProgress: ChapterProgressTable;
  courseProgress: CourseProgressTable;
  notes: NotesTable;
  purchases: PurchasesTable;
  payments: PaymentsTable;
  refundIntents: RefundIntentsTable;
  refundRequests: RefundRequestsTable;
  paymentLines: PaymentLinesTable;
  coupons: CouponsTable;
  couponRedemptions: CouponRedemptionsTable;
  gifts: GiftsTable;
  paymentBilling: PaymentBillingTable;
  numberSequences: NumberSequencesTable;
  mailJobs: MailJobsTable;
  reviews: ReviewsTable;
  discussionThreads: DiscussionThreadsTable;
  discussionReplies: DiscussionRepliesTable;
  discussionVotes: DiscussionVotesTable;
  discussionReports: DiscussionReportsTable;
  wishlistItems: CourseListItemTable;
  cartItems: CourseListItemTable;
  cmsPages: CmsPagesTable;
  cmsBlocks: CmsBlocksTable;
  cmsPageTranslations: CmsPageTranslationsTable;
  faqs: FaqsTable;
  testimonials: TestimonialsTable;
  helpArticles: HelpArticlesTable;
  contactMessages: ContactMessagesTable;
  siteSettings: SiteSettingsTable;
  questions: QuestionsTable;
  questionOptions: QuestionOptionsTable;
  chapterAttempts: ChapterAttemptsTable;
  chapterAttemptAnswers: AttemptAnswersTable;
  finalAttempts: FinalAttemptsTable;
  finalAttemptAnswers: AttemptAnswersTable;
  certificates: CertificatesTable;
  auditLog: AuditLogTable;
  notifications: NotificationsTable;
  notificationTickets: NotificationTicketsTable;
  notificationSettings: NotificationSettingsTable;
}

/**
 * The module that owns each table: only its SQL names the table, others read it through the owner's
 * service or an id-subquery seam. `test/table-ownership.ts` checks the modules against this map and
 * names the few exceptions with their reasons. `db` is `db/number-sequences.ts`, shared infrastructure.
 */
export const tableOwners = {
  users: 'account',
  verificationCodes: 'auth',
  sessions: 'account',
  signupCodes: 'auth',
  finalAttemptGrants: 'assessments',
  outboxEmails: 'mail',
  categories: 'courses',
  courses: 'courses',
  courseInstructors: 'authoring',
  ledgerLines: 'earnings',
  instructorShares: 'earnings',
  payoutStatements: 'earnings',
  instructorProfiles: 'instructors',
  courseReviews: 'authoring',
  announcements: 'announcements',
  courseModules: 'courses',
  chapters: 'courses',
  chapterCaptions: 'courses',
  videoAssets: 'video',
  chapterProgress: 'learning',
  courseProgress: 'learning',
  notes: 'notes',
  purchases: 'purchases',
  payments: 'payments',
  refundIntents: 'payments',
  refundRequests: 'refunds',
  paymentLines: 'payments',
  coupons: 'coupons',
  couponRedemptions: 'coupons',
  gifts: 'payments',
  paymentBilling: 'payments',
  numberSequences: 'db',
  mailJobs: 'mail',
  reviews: 'reviews',
  discussionThreads: 'discussions',
  discussionReplies: 'discussions',
  discussionVotes: 'discussions',
  discussionReports: 'discussions',
  wishlistItems: 'wishlist',
  cartItems: 'cart',
  cmsPages: 'content',
  cmsBlocks: 'content',
  cmsPageTranslations: 'content',
  faqs: 'content',
  testimonials: 'content',
  helpArticles: 'content',
  contactMessages: 'content',
  siteSettings: 'settings',
  questions: 'assessments',
  questionOptions: 'assessments',
  chapterAttempts: 'assessments',
  chapterAttemptAnswers: 'assessments',
  finalAttempts: 'assessments',
  finalAttemptAnswers: 'assessments',
  certificates: 'certificates',
  auditLog: 'audit',
  notifications: 'notifications',
  notificationTickets: 'notifications',
  notificationSettings: 'notifications',
} as const satisfies Record<keyof Database, string>;
