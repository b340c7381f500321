import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { named } from '../../lib/lazy-named';

// The catalogue's console pages: the list, one course's sections, categories. The editor pages share a
// chunk (they open one after another); the Tiptap editor comes with them, not with the list.
const loadEditor = () => import('./routes/course-editor-routes');
const CategoriesPage = lazy(() => import('./routes/categories-page').then(named('CategoriesPage')));
const CoursesPage = lazy(() => import('./routes/courses-page').then(named('CoursesPage')));
const CourseLayout = lazy(() => loadEditor().then(named('CourseLayout')));
const CourseDetailsPage = lazy(() => loadEditor().then(named('CourseDetailsPage')));
const CurriculumPage = lazy(() => loadEditor().then(named('CurriculumPage')));
const ChapterPage = lazy(() => loadEditor().then(named('ChapterPage')));
const FinalQuestionsPage = lazy(() => loadEditor().then(named('FinalQuestionsPage')));
const AnnouncementsPage = lazy(() => loadEditor().then(named('AnnouncementsPage')));
const CourseQuestionsPage = lazy(() => loadEditor().then(named('CourseQuestionsPage')));
// The insight's charts load only when its tab opens.
const CourseInsightSection = lazy(() =>
  import('./routes/course-insight-section').then(named('CourseInsightSection')),
);

/** Paths relative to /admin, for `admin-routes.tsx`. */
export const catalogueRoutes: RouteObject[] = [
  { path: 'courses', element: <CoursesPage /> },
  { path: 'categories', element: <CategoriesPage /> },
  {
    path: 'courses/:courseId',
    element: <CourseLayout />,
    children: [
      { index: true, element: <CourseDetailsPage /> },
      { path: 'curriculum', element: <CurriculumPage /> },
      { path: 'chapters/:chapterId', element: <ChapterPage /> },
      { path: 'final-questions', element: <FinalQuestionsPage /> },
      { path: 'insight', element: <CourseInsightSection /> },
      { path: 'announcements', element: <AnnouncementsPage /> },
      { path: 'questions', element: <CourseQuestionsPage /> },
    ],
  },
];
