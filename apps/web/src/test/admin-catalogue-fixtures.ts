import type {
  AdminCategory,
  AdminChapterSummary,
  AdminCourse,
  AdminModule,
  AdminQuestion,
} from '@coursewise/contract';
import { aUser } from './fixtures';

export const anAdmin = () =>
  aUser({ id: 'admin-1', email: 'admin@example.com', firstName: 'Ada', role: 'admin' });

export function aCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return {
    id: 'cat-1',
    slug: 'development',
    name: 'Development',
    position: 0,
    courseCount: 3,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aChapterSummary(overrides: Partial<AdminChapterSummary> = {}): AdminChapterSummary {
  return {
    id: 'chapter-1',
    moduleId: 'module-1',
    title: 'Welcome',
    type: 'text',
    durationMinutes: 5,
    isPreview: false,
    position: 1,
    hasVideo: false,
    questionCount: 0,
    ...overrides,
  };
}

export function aModule(overrides: Partial<AdminModule> = {}): AdminModule {
  return {
    id: 'module-1',
    courseId: 'course-1',
    title: 'Getting started',
    position: 1,
    chapters: [aChapterSummary()],
    ...overrides,
  };
}

/** A draft with a module and a chapter, priced, without an image. */
export function anAdminCourse(overrides: Partial<AdminCourse> = {}): AdminCourse {
  return {
    id: 'course-1',
    slug: 'modern-javascript',
    title: 'Modern JavaScript',
    subtitle: 'From the basics to async code',
    description: '<p>Learn JavaScript.</p>',
    outcomes: ['Write modern JavaScript'],
    requirements: [],
    price: 1999,
    level: 'beginner',
    language: 'en',
    categoryId: 'cat-1',
    category: { id: 'cat-1', slug: 'development', name: 'Development' },
    imageUrl: null,
    instructor: { name: 'Grace Hopper', bio: '' },
    published: false,
    passMark: 70,
    finalAttempts: 3,
    finalQuestionCount: null,
    finalPoolSize: 0,
    durationMinutes: 5,
    learners: 0,
    missingForPublish: ['Add a cover image'],
    instructors: [],
    review: null,
    modules: [aModule()],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function aQuestion(overrides: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    id: 'question-1',
    courseId: 'course-1',
    chapterId: null,
    text: 'Which keyword declares a constant?',
    imageUrl: null,
    explanation: null,
    multiple: false,
    position: 1,
    options: [
      { id: 'o-1', text: 'var', isCorrect: false },
      { id: 'o-2', text: 'const', isCorrect: true },
    ],
    ...overrides,
  };
}

/** `{data: {items…}}` of an admin list. */
export const paged = <T>(items: T[]) => ({
  body: { data: { items, page: 1, limit: 100, total: items.length } },
});
