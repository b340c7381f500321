import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { named } from '../../lib/lazy-named';
import { StudioNotFound } from './studio-not-found';

// The editor's pages are the console's (one chunk); the studio's own pages are theirs.
const loadEditor = () => import('../catalogue/routes/course-editor-routes');
const CourseLayout = lazy(() => loadEditor().then(named('CourseLayout')));
const CourseDetailsPage = lazy(() => loadEditor().then(named('CourseDetailsPage')));
const CurriculumPage = lazy(() => loadEditor().then(named('CurriculumPage')));
const ChapterPage = lazy(() => loadEditor().then(named('ChapterPage')));
const FinalQuestionsPage = lazy(() => loadEditor().then(named('FinalQuestionsPage')));
const AnnouncementsPage = lazy(() => loadEditor().then(named('AnnouncementsPage')));
const CourseQuestionsPage = lazy(() => loadEditor().then(named('CourseQuestionsPage')));
const StudioCoursesPage = lazy(() => import('./studio-courses-page').then(named('StudioCoursesPage')));
// The insight's charts load only when its tab opens.
const CourseInsightSection = lazy(() =>
  import('../catalogue/routes/course-insight-section').then(named('CourseInsightSection')),
);
const CoInstructorsPage = lazy(() => import('./co-instructors-page').then(named('CoInstructorsPage')));
const EarningsPage = lazy(() => import('./earnings/earnings-page').then(named('EarningsPage')));
const PayoutsPage = lazy(() => import('./earnings/payouts-page').then(named('PayoutsPage')));

/**
 * Paths relative to /studio. Add a section here and in studio-nav.ts.
 */
export const studioPageRoutes: RouteObject[] = [
  { index: true, element: <StudioCoursesPage /> },
  // The editor's "back to courses" and a deleted course lead to the list.
  { path: 'courses', element: <Navigate to="/studio" replace /> },
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
      { path: 'instructors', element: <CoInstructorsPage /> },
    ],
  },
  { path: 'earnings', element: <EarningsPage /> },
  { path: 'payouts', element: <PayoutsPage /> },
  { path: '*', element: <StudioNotFound /> },
];
