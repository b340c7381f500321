import type { AdminUserDetail } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
import { useLingui } from '@lingui/react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useAdminList } from '../api/admin-api';
import { useGrantCourse } from './learner-api';

/** "Enrol in a course": a grant, not a sale; courses the learner owns are left out. */
export function GrantCourseDialog({
  learner,
  opened,
  onClose,
}: {
  learner: AdminUserDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  const [search, setSearch] = useState('');
  const [courseId, setCourseId] = useState<string | null>(null);
  const courses = useAdminList(adminCatalogueRoutes.adminListCourses, {
    page: 1,
    limit: 50,
    search,
    sort: 'title',
    order: 'asc',
    filters: {},
  });
  const grant = useGrantCourse(learner.id);
  const owned = new Set(learner.courses.map((course) => course.courseId));
  const options = (courses.data?.items ?? [])
    .filter((course) => !owned.has(course.id))
    .map((course) => ({
      value: course.id,
      label: course.published ? course.title : _('console.grant.draft', { title: course.title }),
    }));
  return (
    <Modal opened={opened} onClose={onClose} title={_('console.learner.enrol')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (courseId) grant.mutate({ courseId }, { onSuccess: onClose });
        }}
      >
        <Stack>
          <Text>{_('console.grant.body', { email: learner.email })}</Text>
          <Select
            label={_('console.learner.col.course')}
            searchable
            required
            data={options}
            value={courseId}
            onChange={setCourseId}
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={
              courses.isPending ? _('console.common.loading') : _('console.grant.noCourse')
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {_('console.common.cancel')}
            </Button>
            <Button type="submit" disabled={!courseId} loading={grant.isPending}>
              {_('console.grant.enrol')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
