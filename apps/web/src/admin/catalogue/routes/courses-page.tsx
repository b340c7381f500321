import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Anchor, Button, Group, Select } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../../i18n/locales';
import { useActiveLocale } from '../../../i18n/use-active-locale';
import { formatMoney } from '../../../lib/currency';
import { formatDate } from '../../../lib/format';
import { AdminListPage } from '../../components/admin-list-page';
import type { ListColumns } from '../../components/data-table';
import { type AdminListControls, text, yesNo } from '../../lib/admin-list-params';
import { useCategoryOptions } from '../api/courses';
import { NewCourseDialog } from '../components/new-course-dialog';
import { ReviewBadge } from '../components/review-badge';
import { StatusBadge } from '../components/status-badge';
import { dateLocale, formatCount, type Translate } from '../lib/editor-i18n';
import { levelLabel } from '../lib/levels';

const columnsIn = (_: Translate, locale: Locale): ListColumns<'adminListCourses'> => [
  {
    key: 'title',
    header: _('editor.courses.column.title'),
    sort: 'title',
    render: (course) => (
      <Anchor component={Link} to={`/admin/courses/${course.id}`} fw={600}>
        {course.title}
      </Anchor>
    ),
  },
  {
    key: 'status',
    header: _('editor.courses.column.status'),
    render: (course) => (
      <Group gap={6} wrap="nowrap">
        <StatusBadge isPublished={course.published} />
        <ReviewBadge status={course.reviewStatus} />
      </Group>
    ),
  },
  { key: 'category', header: _('editor.courses.column.category'), render: (course) => course.category.name },
  { key: 'level', header: _('editor.courses.column.level'), render: (course) => levelLabel(course.level, _) },
  {
    key: 'price',
    header: _('editor.courses.column.price'),
    sort: 'price',
    render: (course) =>
      course.price === 0 ? _('editor.courses.free') : formatMoney(course.price, 'USD', null, locale),
  },
  {
    key: 'chapters',
    header: _('editor.courses.column.chapters'),
    render: (course) => formatCount(course.chapterCount, locale),
  },
  {
    key: 'learners',
    header: _('editor.courses.column.learners'),
    sort: 'learners',
    render: (course) => formatCount(course.learners, locale),
  },
  {
    key: 'updated',
    header: _('editor.courses.column.updated'),
    sort: 'updated',
    render: (course) => formatDate(course.updatedAt, dateLocale(locale)),
  },
];

/** /admin/courses: every course, drafts included; search, filters, sort and page live in the URL. */
export function CoursesPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => columnsIn(_, locale), [_, locale]);
  const categories = useCategoryOptions();
  const [isCreating, creating] = useDisclosure(false);
  const newCourse = <Button onClick={creating.open}>{_('editor.courses.new')}</Button>;
  const all = _('editor.courses.filter.all');

  const toolbar = (controls: AdminListControls<'adminListCourses'>) => (
    <>
      <Select
        label={_('editor.courses.filter.status')}
        placeholder={all}
        clearable
        data={[
          { value: 'true', label: _('editor.courses.filter.published') },
          { value: 'false', label: _('editor.courses.filter.drafts') },
        ]}
        value={controls.rawFilter('published') || null}
        onChange={(value) => controls.setFilter('published', value)}
        w={150}
      />
      <Select
        label={_('editor.courses.filter.review')}
        placeholder={all}
        clearable
        data={[
          { value: 'true', label: _('editor.courses.filter.awaitingReview') },
          { value: 'false', label: _('editor.courses.filter.notAwaitingReview') },
        ]}
        value={controls.rawFilter('awaitingReview') || null}
        onChange={(value) => controls.setFilter('awaitingReview', value)}
        w={180}
      />
      <Select
        label={_('editor.courses.filter.category')}
        placeholder={all}
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
      title={_('editor.courses.title')}
      description={_('editor.courses.description')}
      actions={newCourse}
      label={_('editor.courses.title')}
      rowKey={(course) => course.id}
      toolbar={toolbar}
      searchLabel={_('editor.courses.search')}
      empty={{
        title: _('editor.courses.empty.title'),
        description: _('editor.courses.empty.description'),
        action: newCourse,
      }}
    >
      <NewCourseDialog opened={isCreating} onClose={creating.close} />
    </AdminListPage>
  );
}
