import type { AdminCourse } from '@coursewise/contract';
import { Anchor } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { AdminPage } from '../../components/admin-page';
import { useAdminCourse } from '../api/courses';
import { CourseHeader } from '../components/course-header';

/** /admin/courses/:courseId/*: loads the course once for its sections (details, curriculum, questions). */
export function CourseLayout() {
  const { courseId = '' } = useParams();
  const course = useAdminCourse(courseId);
  if (course.isPending) return <PageLoader label="Loading the course…" />;
  if (course.isError) {
    if (isApiError(course.error) && course.error.status === 404)
      return (
        <EmptyState
          title="Course not found"
          description="It may have been deleted."
          action={
            <Anchor component={Link} to="/admin/courses">
              Back to courses
            </Anchor>
          }
        />
      );
    return <QueryError error={course.error} onRetry={() => void course.refetch()} />;
  }
  return (
    <AdminPage title={course.data.title}>
      <CourseHeader course={course.data} />
      <Suspense fallback={<PageLoader />}>
        <Outlet context={course.data} />
      </Suspense>
    </AdminPage>
  );
}

/** The course loaded by CourseLayout, for its sections. */
export const useEditedCourse = () => useOutletContext<AdminCourse>();
