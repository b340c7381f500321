import type { AdminCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-client';
import { AdminPage } from '../../components/admin-page';
import { useEditorCourse } from '../api/courses';
import { useEditorApi } from '../api/editor-context';
import { CourseHeader } from '../components/course-header';

/**
 * …/courses/:courseId/* (console or studio): loads the course once for its sections (details,
 * curriculum, questions).
 */
export function CourseLayout() {
  const { _ } = useLingui();
  const { courseId = '' } = useParams();
  const api = useEditorApi();
  const course = useEditorCourse(courseId);
  if (course.isPending) return <PageLoader label={_('editor.course.loading')} />;
  if (course.isError) {
    if (isApiError(course.error) && course.error.status === 404) {
      // The studio answers 404 for another instructor's course too: nothing says it exists.
      if (api.area === 'studio') return <NotFoundPage />;
      return (
        <EmptyState
          title={_('editor.course.notFound.title')}
          description={_('editor.course.notFound.description')}
          action={
            <Anchor component={Link} to={api.coursesPath}>
              {_('editor.course.notFound.back')}
            </Anchor>
          }
        />
      );
    }
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
