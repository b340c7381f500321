import type { Level } from '@coursewise/contract';

/** A category of the demo catalogue and the colours its cover images use. */
export interface SeedCategory {
  slug: string;
  name: string;
  /** Two gradient stops for the category's covers, and the accent of its avatars. */
  colors: readonly [string, string];
}

/**
 * A demo course as written in the data files. The outline is a compact list of lines, so a whole
 * course reads top to bottom (see `outline.ts`):
 *
 * - `# Module title` starts a module;
 * - `v|8|Chapter title` is an 8-minute video chapter (it plays the shared demo video);
 * - `t|12|Chapter title|What the lesson teaches.|What the learner practises.` is a 12-minute text
 *   chapter whose prose is built from those two parts.
 */
export interface SeedCourse {
  slug: string;
  title: string;
  subtitle: string;
  level: Level;
  /** US cents, 999 to 14999, ending in 99. */
  price: number;
  /** How long ago the course was published, so "newest" has a real order. */
  daysAgo: number;
  /** The display count of learners (the demo database holds only a few real purchases). */
  learners: number;
  /** Paragraphs of the description (plain sentences; they become `<p>` elements). */
  description: string[];
  outcomes: string[];
  requirements: string[];
  instructor: { name: string; bio: string };
  outline: string[];
  /** Reviews from demo learners: `[rating, comment]`. */
  reviews: [number, string][];
}

export interface SeedCmsBlock {
  key: string;
  title: string | null;
  body: string | null;
  ctaLabel?: string;
  ctaUrl?: string;
}

export interface SeedCmsPage {
  slug: string;
  title: string;
  summary: string;
  blocks: SeedCmsBlock[];
}

export interface SeedFaq {
  question: string;
  answer: string;
}

export interface SeedTestimonial {
  name: string;
  role: string;
  quote: string;
  rating: number;
}

export interface SeedHelpArticle {
  slug: string;
  title: string;
  category: 'Account' | 'Payments' | 'Learning' | 'Certificates';
  body: string;
}

export interface SeedLearner {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * A demo quiz question. The seed interleaves the correct and wrong options in an order fixed by the
 * question's text, so the right answer is not always first. More than one correct option makes it a
 * multiple-choice question, which its text says ("Which two…", "Select all that apply").
 */
export interface SeedQuestion {
  text: string;
  correct: string[];
  wrong: string[];
  /** One or two sentences shown in the review after an attempt. */
  explanation: string;
}

/** A demo course's assessments: chapter quizzes keyed by the chapter's title, and the final. */
export interface SeedCourseQuizzes {
  chapters: Record<string, SeedQuestion[]>;
  /** The final assessment's questions: all of them per attempt, or a pool when `finalDraw` is set. */
  final: SeedQuestion[];
  /** How many pool questions each final attempt draws at random. */
  finalDraw?: number;
}

/** The demo assessments of one category's courses, keyed by course slug. */
export type SeedQuizzes = Record<string, SeedCourseQuizzes>;
