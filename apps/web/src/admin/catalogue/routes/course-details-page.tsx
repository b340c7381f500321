import { CourseDetailsForm } from '../components/course-details-form';
import { useEditedCourse } from './course-layout';

/** /admin/courses/:courseId: the details form, re-created when another course opens. */
export function CourseDetailsPage() {
  const course = useEditedCourse();
  return <CourseDetailsForm key={course.id} course={course} />;
}
