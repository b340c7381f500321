import { instructorStudioRoutes } from '@coursewise/contract/routes';
import { Anchor, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { NewCourseDialog } from '../catalogue/components/new-course-dialog';
import { StatusBadge } from '../catalogue/components/status-badge';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { yesNo } from '../lib/admin-list-params';

const columns: ListColumns<'studioListCourses'> = [
  {
    key: 'title',
    header: 'Title',
    sort: 'title',
    render: (course) => (
      <Anchor component={Link} to={`/studio/courses/${course.id}`} fw={600}>
        {course.title}
      </Anchor>
    ),
  },
  { key: 'status', header: 'Status', render: (course) => <StatusBadge isPublished={course.published} /> },
  { key: 'category', header: 'Category', render: (course) => course.category.name },
  { key: 'chapters', header: 'Chapters', render: (course) => course.chapterCount },
  { key: 'learners', header: 'Learners', sort: 'learners', render: (course) => course.learners },
  { key: 'updated', header: 'Updated', sort: 'updated', render: (course) => formatDate(course.updatedAt) },
];

/** /studio: the courses the instructor owns or co-authors, drafts included; a new one opens its editor. */
export function StudioCoursesPage() {
  const [isCreating, creating] = useDisclosure(false);
  const newCourse = <Button onClick={creating.open}>New course</Button>;
  return (
    <AdminListPage
      route={instructorStudioRoutes.studioListCourses}
      columns={columns}
      filters={{ published: yesNo }}
      defaultSort="updated"
      defaultOrder="desc"
      title="My courses"
      description="The courses you own or co-author. A new course starts as a draft that only you see."
      actions={newCourse}
      label="My courses"
      rowKey={(course) => course.id}
      searchLabel="Search my courses"
      empty={{
        title: 'No courses yet',
        description: 'Give it a title and a category; you add modules, chapters and quizzes next.',
        action: <Button onClick={creating.open}>Create your first course</Button>,
      }}
    >
      <NewCourseDialog opened={isCreating} onClose={creating.close} />
    </AdminListPage>
  );
}
