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
  role: 'learner' | 'admin';
  emailVerified: number;
  profileComplete: number;
  tokenVersion: Generated<number>;
  googleSub: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VerificationCodesTable {
  id: string;
  userId: string;
  purpose: 'signup' | 'reset';
  codeHash: string;
  expiresAt: string;
  attempts: Generated<number>;
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
  language: string;
  priceCents: number;
  imageKey: string | null;
  instructorName: string;
  instructorBio: string;
  instructorAvatarKey: string | null;
  categoryId: string;
  published: number;
  passMark: Generated<number>;
  finalAttemptLimit: Generated<number>;
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
  durationMinutes: number;
  isPreview: number;
  position: number;
}

export interface PurchasesTable {
  id: string;
  userId: string;
  courseId: string;
  amount: number;
  currency: string;
  paymentId: string | null;
  createdAt: string;
}

export interface ReviewsTable {
  id: string;
  courseId: string;
  userId: string;
  rating: number;
  comment: string;
  hidden: Generated<number>;
  createdAt: string;
  updatedAt: string;
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
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  ip: string | null;
  createdAt: string;
}

export interface SiteSettingsTable {
  key: string;
  value: string;
  updatedAt: string;
}

export interface Database {
  users: UsersTable;
  verificationCodes: VerificationCodesTable;
  outboxEmails: OutboxEmailsTable;
  categories: CategoriesTable;
  courses: CoursesTable;
  courseModules: CourseModulesTable;
  chapters: ChaptersTable;
  purchases: PurchasesTable;
  reviews: ReviewsTable;
  wishlistItems: CourseListItemTable;
  cartItems: CourseListItemTable;
  cmsPages: CmsPagesTable;
  cmsBlocks: CmsBlocksTable;
  faqs: FaqsTable;
  testimonials: TestimonialsTable;
  helpArticles: HelpArticlesTable;
  contactMessages: ContactMessagesTable;
  siteSettings: SiteSettingsTable;
}
