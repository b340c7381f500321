import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { Anchor, Button, Group, Select } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { LEVEL_LABELS } from '../../../components/course/level';
import { formatMoney } from '../../../lib/currency';
import { formatDate } from '../../../lib/format';
import { AdminListPage } from '../../components/admin-list-page';
import type { ListColumns } from '../../components/data-table';
import { type AdminListControls, text, yesNo } from '../../lib/admin-list-params';
import { useCategoryOptions } from '../api/courses';
import { NewCourseDialog } from '../components/new-course-dialog';
import { ReviewBadge } from '../components/review-badge';
import { StatusBadge } from '../components/status-badge';

const columns: ListColumns<'adminListCourses'> = [
  {
    key: 'title',
    header: 'Title',
    sort: 'title',
    render: (course) => (
      <Anchor component={Link} to={`/admin/courses/${course.id}`} fw={600}>
        {course.title}
      </Anchor>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (course) => (
      <Group gap={6} wrap="nowrap">
        <StatusBadge isPublished={course.published} />
        <ReviewBadge status={course.reviewStatus} />
      </Group>
    ),
  },
  { key: 'category', header: 'Category', render: (course) => course.category.name },
  { key: 'level', header: 'Level', render: (course) => LEVEL_LABELS[course.level] },
  {
    key: 'price',
    header: 'Price',
    sort: 'price',
    render: (course) => (course.price === 0 ? 'Free' : formatMoney(course.price, 'USD')),
  },
  { key: 'chapters', header: 'Chapters', render: (course) => course.chapterCount },
  { key: 'learners', header: 'Learners', sort: 'learners', render: (course) => course.learners },
  { key: 'updated', header: 'Updated', sort: 'updated', render: (course) => formatDate(course.updatedAt) },
];

const STATUS_OPTIONS = [
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Drafts' },
];

const REVIEW_OPTIONS = [
  { value: 'true', label: 'Awaiting review' },
  { value: 'false', label: 'Not awaiting review' },
];

/** /admin/courses: every course, drafts included; search, filters, sort and page live in the URL. */
export function CoursesPage() {
  const categories = useCategoryOptions();
  const [isCreating, creating] = useDisclosure(false);
  const newCourse = <Button onClick={creating.open}>New course</Button>;

  const toolbar = (controls: AdminListControls<'adminListCourses'>) => (
    <>
      <Select
        label="Status"
        placeholder="All"
        clearable
        data={STATUS_OPTIONS}
        value={controls.rawFilter('published') || null}
        onChange={(value) => controls.setFilter('published', value)}
        w={150}
      />
      <Select
        label="Review"
        placeholder="All"
        clearable
        data={REVIEW_OPTIONS}
        value={controls.rawFilter('awaitingReview') || null}
        onChange={(value) => controls.setFilter('awaitingReview', value)}
        w={180}
      />
      <Select
        label="Category"
        placeholder="All"
        clearable
        searchable
        data={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
        value={controls.rawFilter('categoryId') || null}
        onChange={(value) => controls.setFilter('categoryId', value)}
        w={200}
      />
    </>
  );

  return (
    <AdminListPage
      route={adminCatalogueRoutes.adminListCourses}
      columns={columns}
      filters={{ published: yesNo, categoryId: text, awaitingReview: yesNo }}
      defaultSort="updated"
      defaultOrder="desc"
      title="Courses"
      description="Drafts are visible only here until they are published."
      actions={newCourse}
      label="Courses"
      rowKey={(course) => course.id}
      toolbar={toolbar}
      searchLabel="Search courses"
      empty={{
        title: 'No courses yet',
        description: 'Create the first one: it starts as a draft.',
        action: newCourse,
      }}
    >
      <NewCourseDialog opened={isCreating} onClose={creating.close} />
    </AdminListPage>
  );
}
