import { useLingui } from '@lingui/react';
import { Anchor, Button, Group, Paper, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDeleteChapter, useEditorChapter } from '../api/curriculum';
import { useEditorApi } from '../api/editor-context';
import { CaptionsEditor } from '../components/captions-editor';
import { ChapterForm } from '../components/chapter-form';
import { QuestionsPanel } from '../components/questions-panel';
import { VideoProcessing } from '../components/video-processing';
import { useEditedCourse } from './course-layout';

/** …/courses/:courseId/chapters/:chapterId (console or studio): the chapter's content and its quiz. */
export function ChapterPage() {
  const { _ } = useLingui();
  const course = useEditedCourse();
  const { chapterId = '' } = useParams();
  const navigate = useNavigate();
  const { coursesPath } = useEditorApi();
  const chapter = useEditorChapter(chapterId);
  const [isDeleting, deleting] = useDisclosure(false);
  const curriculumPath = `${coursesPath}/${course.id}/curriculum`;
  const remove = useDeleteChapter(() => void navigate(curriculumPath));

  if (chapter.isPending) return <PageLoader label={_('editor.chapter.loading')} />;
  if (chapter.isError) return <QueryError error={chapter.error} onRetry={() => void chapter.refetch()} />;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Anchor component={Link} to={curriculumPath} size="sm">
          {_('editor.chapter.back')}
        </Anchor>
        <Button variant="outline" color="red" size="xs" onClick={deleting.open}>
          {_('editor.chapter.delete')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <ChapterForm key={chapter.data.id} chapter={chapter.data} />
      </Paper>
      {chapter.data.type === 'video' && chapter.data.video ? (
        <Paper withBorder p="md" radius="md">
          <VideoProcessing chapterId={chapter.data.id} video={chapter.data.video} />
        </Paper>
      ) : null}
      {chapter.data.type === 'video' ? (
        <Paper withBorder p="md" radius="md">
          <CaptionsEditor chapterId={chapter.data.id} />
        </Paper>
      ) : null}
      <Paper withBorder p="md" radius="md">
        <QuestionsPanel
          set={{ kind: 'chapter', chapterId: chapter.data.id }}
          title={_('editor.chapter.quizTitle')}
          description={_('editor.chapter.quizDescription', { passMark: course.passMark })}
        />
      </Paper>
      <ConfirmDialog
        opened={isDeleting}
        onClose={deleting.close}
        title={_('editor.chapter.deleteTitle')}
        message={_('editor.chapter.deleteMessage', { title: chapter.data.title })}
        confirmLabel={_('editor.chapter.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(chapter.data.id, { onSettled: deleting.close })}
      />
    </Stack>
  );
}
