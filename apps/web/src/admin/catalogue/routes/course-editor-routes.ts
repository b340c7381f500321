/** The pages of one course, loaded as one chunk by catalogue-routes.tsx. */
export { AnnouncementsPage } from './announcements-page';
export { ChapterPage } from './chapter-page';
export { CourseDetailsPage } from './course-details-page';
export { CourseLayout } from './course-layout';
export { CourseQuestionsPage } from './course-questions-page';
export { CurriculumPage } from './curriculum-page';
export { FinalQuestionsPage } from './final-questions-page';
