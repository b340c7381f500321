import { noteLimits } from '@coursewise/contract';
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
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const course = useCourse(slug);
  const courseId = course.data?.id ?? '';
  const notes = useNotes(
    { courseId, ...(search.trim() ? { search: search.trim() } : {}) },
    { enabled: !!courseId },
  );
  const download = useExportNotes();
  usePageTitle(course.data ? `My notes · ${course.data.title}` : 'My notes');

  const setSearch = (value: string) => setParams(value ? { search: value } : {}, { replace: true });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={`/learn/${slug}`} size="sm">
            Back to the course
          </Anchor>
          <Title order={1}>My notes</Title>
          {course.data ? <Text c="dimmed">{course.data.title}</Text> : null}
        </Stack>
        <Group align="end" wrap="wrap">
          <TextInput
            label="Search my notes"
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
            Export as Markdown
          </Button>
        </Group>
        {course.isError ? (
          <QueryError
            error={course.error}
            onRetry={() => void course.refetch()}
            title="This course could not load"
          />
        ) : notes.isError ? (
          <QueryError error={notes.error} onRetry={() => void notes.refetch()} title="Notes could not load" />
        ) : !notes.data ? (
          <Loader size="sm" role="status" aria-label="Loading notes" />
        ) : notes.data.items.length === 0 ? (
          <EmptyState
            title={search ? 'No notes match your search' : 'No notes yet'}
            description={
              search
                ? 'Try other words.'
                : 'Add notes from the Notes panel beside each chapter in the player.'
            }
          />
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {notes.data.total === 1 ? '1 note' : `${notes.data.total} notes`}
            </Text>
            <CourseNotesList notes={notes.data.items} courseId={courseId} slug={slug} />
          </>
        )}
      </Stack>
    </Container>
  );
}
