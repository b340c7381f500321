import { noteLimits } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Anchor, Button, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCourse } from '../../../api/get-course';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useExportNotes } from '../api/export-notes';
import { useNotes } from '../api/get-notes';
import { CourseNotesList } from '../components/course-notes-list';

/** /learn/{slug}/notes: every note the learner keeps in the course, by chapter, searchable, exportable. */
export function CourseNotesPage() {
  const { slug = '' } = useParams();
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const course = useCourse(slug);
  const courseId = course.data?.id ?? '';
  const notes = useNotes(
    { courseId, ...(search.trim() ? { search: search.trim() } : {}) },
    { enabled: !!courseId },
  );
  const download = useExportNotes();
  usePageTitle(
    course.data ? _('learning.notes.pageTitle', { course: course.data.title }) : _('learning.notes.title'),
  );

  const setSearch = (value: string) => setParams(value ? { search: value } : {}, { replace: true });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={`/learn/${slug}`} size="sm">
            {_('learning.backToCourse')}
          </Anchor>
          <Title order={1}>{_('learning.notes.title')}</Title>
          {course.data ? <Text c="dimmed">{course.data.title}</Text> : null}
        </Stack>
        <Group align="end" wrap="wrap">
          <TextInput
            label={_('learning.notes.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maxLength={noteLimits.searchMax}
            style={{ flex: '1 1 16rem' }}
          />
          <Button
            variant="default"
            disabled={!courseId}
            aria-busy={download.isPending || undefined}
            onClick={() => {
              if (!download.isPending) download.mutate({ courseId, slug });
            }}
          >
            {_('learning.notes.export')}
          </Button>
        </Group>
        {course.isError ? (
          <QueryError
            error={course.error}
            onRetry={() => void course.refetch()}
            title={_('learning.courseError')}
          />
        ) : notes.isError ? (
          <QueryError
            error={notes.error}
            onRetry={() => void notes.refetch()}
            title={_('learning.notes.error')}
          />
        ) : !notes.data ? (
          <Loader size="sm" role="status" aria-label={_('learning.notes.loading')} />
        ) : notes.data.items.length === 0 ? (
          <EmptyState
            title={search ? _('learning.notes.noMatch') : _('learning.notes.none')}
            description={search ? _('learning.notes.noMatchHint') : _('learning.notes.noneHint')}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {_('learning.notes.count', { count: notes.data.total })}
            </Text>
            <CourseNotesList notes={notes.data.items} courseId={courseId} slug={slug} />
          </>
        )}
      </Stack>
    </Container>
  );
}
