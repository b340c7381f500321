/** The course insight page (issue 23, item 5): the studio shell and the console mount it. */
export { CourseInsightPage } from './course-insight-page';
export type { InsightSource } from './insight-api';
