import type { AdminUserDetail } from '@coursewise/contract';
import { adminCatalogueRoutes } from '@coursewise/contract/routes';
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
      label: course.published ? course.title : `${course.title} (draft)`,
    }));
  return (
    <Modal opened={opened} onClose={onClose} title="Enrol in a course">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (courseId) grant.mutate({ courseId }, { onSuccess: onClose });
        }}
      >
        <Stack>
          <Text>
            {learner.email} gets the course at once, without paying: it is recorded as a grant, not a sale,
            and in the audit log.
          </Text>
          <Select
            label="Course"
            searchable
            required
            data={options}
            value={courseId}
            onChange={setCourseId}
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={courses.isPending ? 'Loading…' : 'No course found'}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!courseId} loading={grant.isPending}>
              Enrol
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
