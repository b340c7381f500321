import { useLingui } from '@lingui/react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAddModule, useDeleteChapter, useDeleteModule, useReorder } from '../api/curriculum';
import { useDropChapter, useMoveChapter } from '../api/move-chapter';
import { CurriculumDnd } from '../components/curriculum-dnd';
import { InlineTitleForm } from '../components/inline-title-form';
import { ModuleCard } from '../components/module-card';
import { useEditedCourse } from './course-layout';

type Deletion = { kind: 'module' | 'chapter'; id: string; title: string };

/** /admin/courses/:courseId/curriculum: modules and chapters, added, renamed, deleted and reordered. */
export function CurriculumPage() {
  const { _ } = useLingui();
  const course = useEditedCourse();
  const addModule = useAddModule(course.id);
  const reorder = useReorder(course.id);
  const deleteModule = useDeleteModule();
  const deleteChapter = useDeleteChapter();
  const moveChapter = useMoveChapter(course.id);
  const dropChapter = useDropChapter(course.id);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const [movedChapterId, setMovedChapterId] = useState<string | null>(null);

  const confirmDeletion = () => {
    if (!deletion) return;
    const mutation = deletion.kind === 'module' ? deleteModule : deleteChapter;
    mutation.mutate(deletion.id, { onSettled: () => setDeletion(null) });
  };

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {_('editor.curriculum.intro')}
      </Text>
      {course.modules.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4">
            {_('editor.curriculum.empty.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {_('editor.curriculum.empty.description')}
          </Text>
        </Paper>
      ) : (
        <CurriculumDnd
          course={course}
          onReorderModules={(ids) => reorder.mutate({ kind: 'modules', courseId: course.id, ids })}
          onDropChapter={dropChapter}
          renderModule={(module, chapters, dragging) => (
            <ModuleCard
              courseId={course.id}
              module={module}
              chapters={chapters}
              dragging={dragging}
              moveTargets={course.modules.filter((other) => other.id !== module.id)}
              onMoveChapter={(chapterId, moduleId) => {
                setMovedChapterId(chapterId);
                moveChapter.mutate({ chapterId, moduleId });
              }}
              movedChapterId={movedChapterId}
              onDeleteModule={() => setDeletion({ kind: 'module', id: module.id, title: module.title })}
              onDeleteChapter={(chapter) => setDeletion({ kind: 'chapter', ...chapter })}
            />
          )}
        />
      )}
      <InlineTitleForm
        label={_('editor.curriculum.newModule')}
        submitLabel={_('editor.curriculum.addModule')}
        isPending={addModule.isPending}
        onSubmit={(title) => addModule.mutateAsync(title)}
      />
      <ConfirmDialog
        opened={deletion !== null}
        onClose={() => setDeletion(null)}
        title={
          deletion?.kind === 'module'
            ? _('editor.curriculum.deleteModuleTitle')
            : _('editor.chapter.deleteTitle')
        }
        message={
          deletion?.kind === 'module'
            ? _('editor.curriculum.deleteModuleMessage', { title: deletion.title })
            : _('editor.chapter.deleteMessage', { title: deletion?.title ?? '' })
        }
        confirmLabel={_('editor.common.delete')}
        isDanger
        isPending={deleteModule.isPending || deleteChapter.isPending}
        onConfirm={confirmDeletion}
      />
    </Stack>
  );
}
