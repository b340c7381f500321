import type {
  AdminChapter,
  AdminCourse,
  AdminModule,
  AdminQuestion,
  ChapterCreateBody,
  ChapterUpdateBody,
  CourseCreateBody,
  QuestionCreateBody,
  QuestionUpdateBody,
  StudioCourseUpdateBody,
} from '@coursewise/contract';
import { categoryKeys } from '@coursewise/contract/query-keys';
import {
  adminCatalogueRoutes,
  adminQuestionRoutes,
  adminUploadRoutes,
  instructorStudioContentRoutes,
  instructorStudioRoutes,
  type Route,
} from '@coursewise/contract/routes';
import { getCategories } from '../../../api/get-categories';
import { call } from '../../../lib/api-client';
import { type AdminRead, adminRead } from '../../api/admin-api';
import type { QuestionSet } from './question-set';

const catalogue = adminCatalogueRoutes;
const questions = adminQuestionRoutes;
const studio = { ...instructorStudioRoutes, ...instructorStudioContentRoutes };

/** A category as the course forms list them. */
export interface CategoryOption {
  id: string;
  name: string;
}

/** Where the course editor's reads and writes go: the console's operations, or the studio's. */
export interface EditorApi {
  /** Which app mounts the editor: the console may publish; the studio shows the status only. */
  area: 'admin' | 'studio';
  /** The page of the course list; a course's pages are under `${coursesPath}/${id}`. */
  coursesPath: string;
  categories: () => AdminRead<CategoryOption[]>;
  getCourse: (id: string) => AdminRead<AdminCourse>;
  createCourse: (body: CourseCreateBody) => Promise<AdminCourse>;
  updateCourse: (id: string, body: StudioCourseUpdateBody) => Promise<AdminCourse>;
  deleteCourse: (id: string) => Promise<unknown>;
  createModule: (courseId: string, title: string) => Promise<AdminModule>;
  renameModule: (id: string, title: string) => Promise<AdminModule>;
  deleteModule: (id: string) => Promise<unknown>;
  reorderModules: (courseId: string, ids: string[]) => Promise<unknown>;
  getChapter: (id: string) => AdminRead<AdminChapter>;
  createChapter: (moduleId: string, body: ChapterCreateBody) => Promise<AdminChapter>;
  updateChapter: (id: string, body: ChapterUpdateBody) => Promise<AdminChapter>;
  deleteChapter: (id: string) => Promise<unknown>;
  reorderChapters: (moduleId: string, ids: string[]) => Promise<unknown>;
  listQuestions: (set: QuestionSet) => AdminRead<AdminQuestion[]>;
  createQuestion: (set: QuestionSet, body: QuestionCreateBody) => Promise<AdminQuestion>;
  reorderQuestions: (set: QuestionSet, ids: string[]) => Promise<unknown>;
  importQuestions: (set: QuestionSet, form: FormData) => Promise<{ imported: number }>;
  updateQuestion: (id: string, body: QuestionUpdateBody) => Promise<AdminQuestion>;
  deleteQuestion: (id: string) => Promise<unknown>;
  /** Where files go (multipart, sent with progress by `uploadFile`). */
  upload: Route<'adminUpload' | 'studioUpload'>;
}

/** The console's editor: every course, under /api/admin. */
export const adminEditorApi: EditorApi = {
  area: 'admin',
  coursesPath: '/admin/courses',
  categories: () => {
    const read = adminRead(catalogue.adminListCategories, {
      query: { limit: 100, sort: 'name', order: 'asc' },
    });
    return { queryKey: read.queryKey, queryFn: async (context) => (await read.queryFn(context)).items };
  },
  getCourse: (id) => adminRead(catalogue.adminGetCourse, { params: { id } }),
  createCourse: (body) => call(catalogue.adminCreateCourse, { body }),
  updateCourse: (id, body) => call(catalogue.adminUpdateCourse, { params: { id }, body }),
  deleteCourse: (id) => call(catalogue.adminDeleteCourse, { params: { id } }),
  createModule: (id, title) => call(catalogue.adminCreateModule, { params: { id }, body: { title } }),
  renameModule: (id, title) => call(catalogue.adminUpdateModule, { params: { id }, body: { title } }),
  deleteModule: (id) => call(catalogue.adminDeleteModule, { params: { id } }),
  reorderModules: (id, ids) => call(catalogue.adminReorderModules, { params: { id }, body: { ids } }),
  getChapter: (id) => adminRead(catalogue.adminGetChapter, { params: { id } }),
  createChapter: (id, body) => call(catalogue.adminCreateChapter, { params: { id }, body }),
  updateChapter: (id, body) => call(catalogue.adminUpdateChapter, { params: { id }, body }),
  deleteChapter: (id) => call(catalogue.adminDeleteChapter, { params: { id } }),
  reorderChapters: (id, ids) => call(catalogue.adminReorderChapters, { params: { id }, body: { ids } }),
  listQuestions: (set) =>
    set.kind === 'chapter'
      ? adminRead(questions.adminListChapterQuestions, { params: { id: set.chapterId } })
      : adminRead(questions.adminListFinalQuestions, { params: { id: set.courseId } }),
  createQuestion: (set, body) =>
    set.kind === 'chapter'
      ? call(questions.adminCreateChapterQuestion, { params: { id: set.chapterId }, body })
      : call(questions.adminCreateFinalQuestion, { params: { id: set.courseId }, body }),
  reorderQuestions: (set, ids) =>
    set.kind === 'chapter'
      ? call(questions.adminReorderChapterQuestions, { params: { id: set.chapterId }, body: { ids } })
      : call(questions.adminReorderFinalQuestions, { params: { id: set.courseId }, body: { ids } }),
  importQuestions: (set, form) =>
    set.kind === 'chapter'
      ? call(questions.adminImportChapterQuestions, { params: { id: set.chapterId }, body: form })
      : call(questions.adminImportFinalQuestions, { params: { id: set.courseId }, body: form }),
  updateQuestion: (id, body) => call(questions.adminUpdateQuestion, { params: { id }, body }),
  deleteQuestion: (id) => call(questions.adminDeleteQuestion, { params: { id } }),
  upload: adminUploadRoutes.adminUpload,
};

/**
 * The studio's editor: the instructor's own courses, under /api/instructor (each the admin operation of
 * the same path). Categories come from the public list, since an instructor may not read the console's.
 */
export const studioEditorApi: EditorApi = {
  area: 'studio',
  coursesPath: '/studio/courses',
  categories: () => ({ queryKey: categoryKeys.all, queryFn: ({ signal }) => getCategories(signal) }),
  getCourse: (id) => adminRead(studio.studioGetCourse, { params: { id } }),
  createCourse: (body) => call(studio.studioCreateCourse, { body }),
  updateCourse: (id, body) => call(studio.studioUpdateCourse, { params: { id }, body }),
  deleteCourse: (id) => call(studio.studioDeleteCourse, { params: { id } }),
  createModule: (id, title) => call(studio.studioCreateModule, { params: { id }, body: { title } }),
  renameModule: (id, title) => call(studio.studioUpdateModule, { params: { id }, body: { title } }),
  deleteModule: (id) => call(studio.studioDeleteModule, { params: { id } }),
  reorderModules: (id, ids) => call(studio.studioReorderModules, { params: { id }, body: { ids } }),
  getChapter: (id) => adminRead(studio.studioGetChapter, { params: { id } }),
  createChapter: (id, body) => call(studio.studioCreateChapter, { params: { id }, body }),
  updateChapter: (id, body) => call(studio.studioUpdateChapter, { params: { id }, body }),
  deleteChapter: (id) => call(studio.studioDeleteChapter, { params: { id } }),
  reorderChapters: (id, ids) => call(studio.studioReorderChapters, { params: { id }, body: { ids } }),
  listQuestions: (set) =>
    set.kind === 'chapter'
      ? adminRead(studio.studioListChapterQuestions, { params: { id: set.chapterId } })
      : adminRead(studio.studioListFinalQuestions, { params: { id: set.courseId } }),
  createQuestion: (set, body) =>
    set.kind === 'chapter'
      ? call(studio.studioCreateChapterQuestion, { params: { id: set.chapterId }, body })
      : call(studio.studioCreateFinalQuestion, { params: { id: set.courseId }, body }),
  reorderQuestions: (set, ids) =>
    set.kind === 'chapter'
      ? call(studio.studioReorderChapterQuestions, { params: { id: set.chapterId }, body: { ids } })
      : call(studio.studioReorderFinalQuestions, { params: { id: set.courseId }, body: { ids } }),
  importQuestions: (set, form) =>
    set.kind === 'chapter'
      ? call(studio.studioImportChapterQuestions, { params: { id: set.chapterId }, body: form })
      : call(studio.studioImportFinalQuestions, { params: { id: set.courseId }, body: form }),
  updateQuestion: (id, body) => call(studio.studioUpdateQuestion, { params: { id }, body }),
  deleteQuestion: (id) => call(studio.studioDeleteQuestion, { params: { id } }),
  upload: studio.studioUpload,
};
