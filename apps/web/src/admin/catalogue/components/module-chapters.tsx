import type { AdminChapterSummary } from '@coursewise/contract';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SortableRow } from './sortable-list';
import classes from './sortable-list.module.css';

/** What a draggable or droppable of the curriculum is, for the one DndContext they share. */
export type CurriculumDragData =
  | { type: 'module'; moduleId: string }
  | { type: 'chapter'; moduleId: string }
  | { type: 'chapters'; moduleId: string };

interface ModuleChaptersProps {
  moduleId: string;
  moduleTitle: string;
  chapters: readonly AdminChapterSummary[];
  /** What is being dragged, if anything: chapters are drop places only for a chapter. */
  dragging: 'module' | 'chapter' | null;
  renderChapter: (chapter: AdminChapterSummary) => ReactNode;
}

/**
 * A module's chapters, sortable within the module and across modules (the board's DndContext holds
 * them all). An empty module is itself a drop place, so a chapter can be dragged into it.
 */
export function ModuleChapters({
  moduleId,
  moduleTitle,
  chapters,
  dragging,
  renderChapter,
}: ModuleChaptersProps) {
  const { _ } = useLingui();
  const isEmpty = chapters.length === 0;
  const isAccepting = dragging === 'chapter' && isEmpty;
  const data: CurriculumDragData = { type: 'chapters', moduleId };
  const { setNodeRef } = useDroppable({ id: `chapters-of-${moduleId}`, data, disabled: !isAccepting });
  const rowData: CurriculumDragData = { type: 'chapter', moduleId };

  return (
    <div ref={setNodeRef} className={classes.dropZone} data-accepting={isAccepting || undefined}>
      {isEmpty ? (
        <Text size="sm" c="dimmed">
          {isAccepting ? _('editor.module.emptyDrop') : _('editor.module.empty')}
        </Text>
      ) : (
        <SortableContext items={chapters.map((chapter) => chapter.id)} strategy={verticalListSortingStrategy}>
          <ul aria-label={_('editor.module.chapters', { title: moduleTitle })} className={classes.list}>
            {chapters.map((chapter) => (
              <SortableRow
                key={chapter.id}
                id={chapter.id}
                handleLabel={_('editor.chapter.moveHandle', { title: chapter.title })}
                data={rowData}
                isDropDisabled={dragging === 'module'}
              >
                {renderChapter(chapter)}
              </SortableRow>
            ))}
          </ul>
        </SortableContext>
      )}
    </div>
  );
}
