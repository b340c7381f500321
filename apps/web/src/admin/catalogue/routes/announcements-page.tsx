import { useLingui } from '@lingui/react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { AnnouncementForm } from '../components/announcement-form';
import { AnnouncementList } from '../components/announcement-list';
import { useEditedCourse } from './course-layout';

/** …/courses/:courseId/announcements (console or studio): post to the course's learners, see what was sent. */
export function AnnouncementsPage() {
  const { _ } = useLingui();
  const course = useEditedCourse();
  const postedId = useId();
  const [params, setParams] = useSearchParams();
  // The page lives in the address, so a reload or a shared link keeps it.
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <AnnouncementForm courseId={course.id} learners={course.learners} onPosted={() => setPage(1)} />
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby={postedId}>
        <Title order={2} size="h4" id={postedId}>
          {_('editor.announcements.posted')}
        </Title>
        <Text size="sm" c="dimmed">
          {_('editor.announcements.newestFirst')}
        </Text>
        <AnnouncementList courseId={course.id} page={page} onPage={setPage} />
      </Stack>
    </Stack>
  );
}
