import { useLingui } from '@lingui/react';
import { PagedListPage, usePageParam } from '../../../components/paged-list-page';
import { useLearningCourses } from '../api/get-learning-courses';
import { LearningCourseList, LearningCourseListSkeleton } from '../components/learning-course-list';

/** /my-learning (signed in): every course the learner owns, with progress and "continue". */
export function MyLearningPage() {
  const [page, setPage] = usePageParam();
  const { _ } = useLingui();
  return (
    <PagedListPage
      title={_('learning.myLearning.title')}
      countLabel={(total) => _('learning.myLearning.count', { count: total })}
      query={useLearningCourses(page)}
      page={page}
      onPageChange={setPage}
      loading={<LearningCourseListSkeleton />}
      errorTitle={_('learning.myLearning.error')}
      empty={{
        title: _('learning.myLearning.emptyTitle'),
        description: _('learning.myLearning.emptyText'),
      }}
    >
      {(items) => <LearningCourseList items={items} />}
    </PagedListPage>
  );
}
