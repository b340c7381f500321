import type { AdminChapterSummary, AdminModule } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useAddChapter, useRenameModule } from '../api/curriculum';
import { ChapterItem, type MoveTarget } from './chapter-item';
import { InlineTitleForm } from './inline-title-form';
import { ModuleChapters } from './module-chapters';

interface ModuleCardProps {
  courseId: string;
  module: AdminModule;
  /** Its chapters as shown: while a chapter is dragged, with it wherever it is over. */
  chapters: readonly AdminChapterSummary[];
  dragging: 'module' | 'chapter' | null;
  /** The course's other modules, for "Move to module". */
  moveTargets: readonly MoveTarget[];
  onMoveChapter: (chapterId: string, moduleId: string) => void;
  /** The chapter just moved into this module, which takes focus. */
  movedChapterId: string | null;
  onDeleteModule: () => void;
  onDeleteChapter: (chapter: { id: string; title: string }) => void;
}

/** A module: its title (rename), its chapters in order (dragged within and between modules), "Add chapter", delete. */
export function ModuleCard({
  courseId,
  module,
  chapters,
  dragging,
  moveTargets,
  onMoveChapter,
  movedChapterId,
  onDeleteModule,
  onDeleteChapter,
}: ModuleCardProps) {
  const { _ } = useLingui();
  const [isRenaming, setRenaming] = useState(false);
  const [chapterType, setChapterType] = useState<'text' | 'video'>('text');
  const rename = useRenameModule();
  const addChapter = useAddChapter();

  return (
    <Stack gap="sm" role="group" aria-label={_('editor.module.group', { title: module.title })}>
      {isRenaming ? (
        <InlineTitleForm
          label={_('editor.module.newTitle', { title: module.title })}
          submitLabel={_('editor.module.saveTitle')}
          initialValue={module.title}
          isPending={rename.isPending}
          onSubmit={(title) => rename.mutateAsync({ id: module.id, title }).then(() => setRenaming(false))}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {module.title}
          </Title>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => setRenaming(true)}
              aria-label={_('editor.module.renameLabel', { title: module.title })}
            >
              {_('editor.module.rename')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onDeleteModule}
              aria-label={_('editor.module.deleteLabel', { title: module.title })}
            >
              {_('editor.common.delete')}
            </Button>
          </Group>
        </Group>
      )}
      <ModuleChapters
        moduleId={module.id}
        moduleTitle={module.title}
        chapters={chapters}
        dragging={dragging}
        renderChapter={(chapter) => (
          <ChapterItem
            courseId={courseId}
            chapter={chapter}
            moveTargets={moveTargets}
            onMove={(moduleId) => onMoveChapter(chapter.id, moduleId)}
            hasFocus={chapter.id === movedChapterId}
            onDelete={() => onDeleteChapter(chapter)}
          />
        )}
      />
      <InlineTitleForm
        label={_('editor.module.newChapter', { title: module.title })}
        submitLabel={_('editor.module.addChapter')}
        isPending={addChapter.isPending}
        onSubmit={(title) =>
          addChapter.mutateAsync({ moduleId: module.id, body: { title, type: chapterType } })
        }
      >
        <Select
          aria-label={_('editor.chapter.type')}
          data={[
            { value: 'text', label: _('editor.chapter.typeText') },
            { value: 'video', label: _('editor.chapter.typeVideo') },
          ]}
          value={chapterType}
          onChange={(value) => setChapterType(value === 'video' ? 'video' : 'text')}
          allowDeselect={false}
          w={110}
        />
      </InlineTitleForm>
    </Stack>
  );
}
