import { CourseInsightPage } from '../../../studio/insight';
import { useEditedCourse } from './course-layout';

/** /admin/courses/:courseId/insight: the studio's insight page, read through the console's operation. */
export function CourseInsightSection() {
  const course = useEditedCourse();
  return <CourseInsightPage courseId={course.id} source="admin" />;
}
