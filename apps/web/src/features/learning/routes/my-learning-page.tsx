import { PagedListPage, usePageParam } from '../../../components/paged-list-page';
import { pluralise } from '../../../lib/format';
import { useLearningCourses } from '../api/get-learning-courses';
import { LearningCourseList, LearningCourseListSkeleton } from '../components/learning-course-list';

/** /my-learning (signed in): every course the learner owns, with progress and "continue". */
export function MyLearningPage() {
  const [page, setPage] = usePageParam();
  return (
    <PagedListPage
      title="My learning"
      countLabel={(total) => pluralise(total, 'course')}
      query={useLearningCourses(page)}
      page={page}
      onPageChange={setPage}
      loading={<LearningCourseListSkeleton />}
      errorTitle="Your courses could not load"
      empty={{
        title: 'You have no courses yet',
        description:
          'Courses you buy appear here, with your progress, so you can pick up where you left off.',
      }}
    >
      {(items) => <LearningCourseList items={items} />}
    </PagedListPage>
  );
}
