/** The pages of one course, loaded as one chunk by catalogue-routes.tsx. */
export { ChapterPage } from './chapter-page';
export { CourseDetailsPage } from './course-details-page';
export { CourseLayout } from './course-layout';
export { CurriculumPage } from './curriculum-page';
export { FinalQuestionsPage } from './final-questions-page';
