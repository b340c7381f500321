import type { AdminCourse } from '@coursewise/contract';

/**
 * The course header's place for the review workflow (issue 23, item 2): "Submit for review" on a draft
 * (`POST instructor/courses/{id}/submit`) and the review's state go here. Nothing yet; the studio has
 * no Publish button.
 */
export function CourseReviewSlot(_props: { course: AdminCourse }) {
  return null;
}
