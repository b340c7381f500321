import { CourseInsightPage } from '../../insight';
import { useEditorApi } from '../api/editor-context';
import { useEditedCourse } from './course-layout';

/** …/courses/:courseId/insight: the course's insight, read through the console's or the studio's operation. */
export function CourseInsightSection() {
  const course = useEditedCourse();
  const { area } = useEditorApi();
  return <CourseInsightPage courseId={course.id} source={area} />;
}
