import { instructorStudioRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Anchor, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../i18n/locales';
import { useActiveLocale } from '../../i18n/use-active-locale';
import { formatDate } from '../../lib/format';
import { NewCourseDialog } from '../catalogue/components/new-course-dialog';
import { StatusBadge } from '../catalogue/components/status-badge';
import { AdminListPage } from '../components/admin-list-page';
import type { ListColumns } from '../components/data-table';
import { yesNo } from '../lib/admin-list-params';
import { dateLocale, formatCount, type Translate } from '../lib/locale-text';

const courseColumns = (_: Translate, locale: Locale): ListColumns<'studioListCourses'> => [
  {
    key: 'title',
    header: _('console.studio.col.title'),
    sort: 'title',
    render: (course) => (
      <Anchor component={Link} to={`/studio/courses/${course.id}`} fw={600}>
        {course.title}
      </Anchor>
    ),
  },
  {
    key: 'status',
    header: _('console.users.col.status'),
    render: (course) => <StatusBadge isPublished={course.published} />,
  },
  { key: 'category', header: _('console.studio.col.category'), render: (course) => course.category.name },
  {
    key: 'chapters',
    header: _('console.studio.col.chapters'),
    render: (course) => formatCount(course.chapterCount, locale),
  },
  {
    key: 'learners',
    header: _('console.dashboard.learners'),
    sort: 'learners',
    render: (course) => formatCount(course.learners, locale),
  },
  {
    key: 'updated',
    header: _('console.studio.col.updated'),
    sort: 'updated',
    render: (course) => formatDate(course.updatedAt, dateLocale(locale)),
  },
];

/** /studio: the courses the instructor owns or co-authors, drafts included; a new one opens its editor. */
export function StudioCoursesPage() {
  const { _ } = useLingui();
  const locale = useActiveLocale();
  const columns = useMemo(() => courseColumns(_, locale), [_, locale]);
  const [isCreating, creating] = useDisclosure(false);
  const newCourse = <Button onClick={creating.open}>{_('console.studio.newCourse')}</Button>;
  return (
    <AdminListPage
      route={instructorStudioRoutes.studioListCourses}
      columns={columns}
      filters={{ published: yesNo }}
      defaultSort="updated"
      defaultOrder="desc"
      title={_('console.studioNav.courses')}
      description={_('console.studio.description')}
      actions={newCourse}
      label={_('console.studioNav.courses')}
      rowKey={(course) => course.id}
      searchLabel={_('console.studio.search')}
      empty={{
        title: _('console.studio.empty'),
        description: _('console.studio.emptyHint'),
        action: <Button onClick={creating.open}>{_('console.studio.createFirst')}</Button>,
      }}
    >
      <NewCourseDialog opened={isCreating} onClose={creating.close} />
    </AdminListPage>
  );
}
