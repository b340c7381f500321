import { type Static, Type } from '@sinclair/typebox';
import { FinalStatus } from './assessments.js';
import { ChapterType, CourseSummary } from './catalogue.js';
import { Envelope, Id, Paged } from './common.js';

/** A chapter in a learner's outline, with that learner's progress. */
export const LearningChapter = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: ChapterType,
  durationMinutes: Type.Integer(),
  isPreview: Type.Boolean(),
  position: Type.Integer(),
  completed: Type.Boolean(),
  /** Furthest point reached in a video chapter, in seconds. */
  positionSeconds: Type.Integer(),
  /** The chapter's quiz and the learner's best result; null when it has none. Passing it completes the chapter. */
  quiz: Type.Union([
    Type.Object({
      questionCount: Type.Integer(),
      passed: Type.Boolean(),
      bestPercentage: Type.Union([Type.Number(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type LearningChapter = Static<typeof LearningChapter>;

export const LearningModule = Type.Object({
  id: Type.String(),
  title: Type.String(),
  position: Type.Integer(),
  chapters: Type.Array(LearningChapter),
});
export type LearningModule = Static<typeof LearningModule>;

export const CourseProgress = Type.Object({
  completed: Type.Integer(),
  total: Type.Integer(),
  /** completed ÷ total × 100, rounded down to a whole number. */
  percent: Type.Integer(),
});
export type CourseProgress = Static<typeof CourseProgress>;

/** GET course/purchase-details/{courseId}: a purchased course as its learner studies it. */
export const PurchasedCourse = Type.Object({
  course: CourseSummary,
  modules: Type.Array(LearningModule),
  progress: CourseProgress,
  /** The chapter the learner opened last, or null before the first visit. */
  lastChapterId: Type.Union([Type.String(), Type.Null()]),
  /**
   * Where "continue" leads: the last chapter visited while it is unfinished; else the first unfinished
   * chapter after it (or, failing that, from the start); when every chapter is done, the last visited.
   */
  nextChapterId: Type.Union([Type.String(), Type.Null()]),
  purchasedAt: Type.String(),
  lastActivityAt: Type.Union([Type.String(), Type.Null()]),
  /** The final assessment's state for this learner (as `course/final-question` reports it). */
  finalAssessment: Type.Object({
    status: FinalStatus,
    attemptsAllowed: Type.Integer(),
    attemptsUsed: Type.Integer(),
    certificateId: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type PurchasedCourse = Static<typeof PurchasedCourse>;
export const PurchasedCourseResponse = Envelope(PurchasedCourse);

export const CourseIdParams = Type.Object({ courseId: Id }, { additionalProperties: false });
export const ModuleIdParams = Type.Object({ moduleId: Id }, { additionalProperties: false });
export const ChapterIdParams = Type.Object({ chapterId: Id }, { additionalProperties: false });

/** GET module/chapter/details/{moduleId}: one module of a purchased course with its chapters. */
export const ModuleDetails = Type.Composite([
  LearningModule,
  Type.Object({ courseId: Type.String(), courseSlug: Type.String() }),
]);
export type ModuleDetails = Static<typeof ModuleDetails>;
export const ModuleDetailsResponse = Envelope(ModuleDetails);

/** POST chapter/progress. Positions only move forward and never past the chapter's length. */
export const ChapterProgressBody = Type.Object(
  {
    chapterId: Id,
    completed: Type.Optional(Type.Boolean()),
    positionSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
  },
  { additionalProperties: false },
);
export type ChapterProgressBody = Static<typeof ChapterProgressBody>;

export const ChapterProgress = Type.Object({
  chapterId: Type.String(),
  completed: Type.Boolean(),
  positionSeconds: Type.Integer(),
  courseProgress: CourseProgress,
});
export type ChapterProgress = Static<typeof ChapterProgress>;
export const ChapterProgressResponse = Envelope(ChapterProgress);

/** GET learning/courses (beyond the spec: "My learning"): every owned course with its progress. */
export const LearningCourse = Type.Object({
  course: CourseSummary,
  progress: CourseProgress,
  lastChapterId: Type.Union([Type.String(), Type.Null()]),
  nextChapterId: Type.Union([Type.String(), Type.Null()]),
  purchasedAt: Type.String(),
  lastActivityAt: Type.Union([Type.String(), Type.Null()]),
});
export type LearningCourse = Static<typeof LearningCourse>;
export const LearningCourseListResponse = Envelope(Paged(LearningCourse));
