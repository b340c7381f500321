import type {
  ChapterContent,
  CourseDetails,
  CourseSummary,
  LearningChapter,
  LearningCourse,
  PurchasedCourse,
} from '@coursewise/contract';
import { signedMediaUrl } from './api-url';

export function aCourseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 'course-1',
    slug: 'modern-javascript',
    title: 'Modern JavaScript',
    subtitle: 'From the basics to async code',
    imageUrl: null,
    category: { id: 'category-1', slug: 'development', name: 'Development' },
    level: 'beginner',
    language: 'en',
    price: 1999,
    currency: 'USD',
    durationMinutes: 95,
    rating: { average: 4.5, count: 12 },
    learners: 340,
    instructorName: 'Grace Hopper',
    isPurchased: true,
    ...overrides,
  };
}

/** A course page answer as its owner gets it (no reviews, no review of their own yet). */
export function aCourseDetails(overrides: Partial<CourseDetails> = {}): CourseDetails {
  return {
    ...aCourseSummary(),
    description: '<p>Learn JavaScript.</p>',
    outcomes: [],
    requirements: [],
    instructor: { name: 'Grace Hopper', bio: '', avatarUrl: null },
    modules: [],
    ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    reviews: [],
    myReview: null,
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

/** One line of GET learning/courses: 3 of 8 chapters done, last studied on 10 March. */
export function aLearningCourse(overrides: Partial<LearningCourse> = {}): LearningCourse {
  return {
    course: aCourseSummary(),
    progress: { completed: 3, total: 8, percent: 37 },
    lastChapterId: 'chapter-4',
    nextChapterId: 'chapter-4',
    purchasedAt: '2026-03-01T09:00:00.000Z',
    lastActivityAt: '2026-03-10T18:00:00.000Z',
    ...overrides,
  };
}

/** A chapter of the outline, not started and without a quiz unless the test says otherwise. */
export function aLearningChapter(
  overrides: Partial<LearningChapter> & { id: string; title: string },
): LearningChapter {
  return {
    type: 'text',
    durationMinutes: 5,
    isPreview: false,
    position: 1,
    completed: false,
    positionSeconds: 0,
    quiz: null,
    ...overrides,
  };
}

/**
 * GET course/purchase-details: two modules, three chapters, none with a quiz; the video introduction
 * is done (1 of 3, 33%), so the final assessment is still locked.
 */
export function aPurchasedCourse(overrides: Partial<PurchasedCourse> = {}): PurchasedCourse {
  return {
    course: aCourseSummary(),
    modules: [
      {
        id: 'module-1',
        title: 'Getting started',
        position: 1,
        chapters: [
          aLearningChapter({
            id: 'chapter-1',
            title: 'Welcome',
            type: 'video',
            completed: true,
            positionSeconds: 120,
          }),
          aLearningChapter({ id: 'chapter-2', title: 'Variables and types', position: 2 }),
        ],
      },
      {
        id: 'module-2',
        title: 'Functions',
        position: 2,
        chapters: [aLearningChapter({ id: 'chapter-3', title: 'Arrow functions' })],
      },
    ],
    progress: { completed: 1, total: 3, percent: 33 },
    lastChapterId: 'chapter-2',
    nextChapterId: 'chapter-2',
    purchasedAt: '2026-03-01T09:00:00.000Z',
    lastActivityAt: '2026-03-10T18:00:00.000Z',
    finalAssessment: { status: 'locked', attemptsAllowed: 3, attemptsUsed: 0, certificateId: null },
    ...overrides,
  };
}

/** GET chapter/details for the owner: the text chapter in the middle of the course above. */
export function aChapter(overrides: Partial<ChapterContent> = {}): ChapterContent {
  return {
    id: 'chapter-2',
    courseId: 'course-1',
    moduleId: 'module-1',
    title: 'Variables and types',
    type: 'text',
    content: '<p>Use <code>const</code> unless the value changes.</p>',
    videoUrl: null,
    captionsUrl: null,
    captions: [],
    video: null,
    durationMinutes: 5,
    isPreview: false,
    position: 2,
    previousChapterId: 'chapter-1',
    nextChapterId: 'chapter-3',
    progress: { completed: false, positionSeconds: 0 },
    ...overrides,
  };
}

/** The same course's video introduction, with captions, watched up to 1:30. */
export function aVideoChapter(overrides: Partial<ChapterContent> = {}): ChapterContent {
  return aChapter({
    id: 'chapter-1',
    title: 'Welcome',
    type: 'video',
    content: '',
    videoUrl: signedMediaUrl('videos/welcome.webm', { expires: 1, signature: 'abc' }),
    captionsUrl: signedMediaUrl('captions/welcome.vtt', { expires: 1, signature: 'def' }),
    captions: [
      {
        language: 'en',
        label: 'English',
        url: signedMediaUrl('captions/welcome.vtt', { expires: 1, signature: 'def' }),
      },
    ],
    position: 1,
    previousChapterId: null,
    nextChapterId: 'chapter-2',
    progress: { completed: false, positionSeconds: 90 },
    ...overrides,
  });
}
