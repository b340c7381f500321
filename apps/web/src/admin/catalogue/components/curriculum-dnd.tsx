import type { AdminChapterSummary, AdminCourse, AdminModule } from '@coursewise/contract';
import {
  type Active,
  type Announcements,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type Over,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react';
import { type ReactNode, useRef, useState } from 'react';
import {
  type ChapterDrop,
  type ChapterTarget,
  type CurriculumLayout,
  chapterDrop,
  moduleOfChapter,
  placeChapter,
} from '../lib/curriculum-drag';
import { kindOf, layoutOf, useSettlingCollisions } from './curriculum-collisions';
import type { CurriculumDragData } from './module-chapters';
import { SortableRow, useSortableSensors } from './sortable-list';
import classes from './sortable-list.module.css';

interface CurriculumDndProps {
  course: AdminCourse;
  onReorderModules: (ids: string[]) => void;
  onDropChapter: (drop: ChapterDrop) => void;
  renderModule: (
    module: AdminModule,
    chapters: readonly AdminChapterSummary[],
    dragging: 'module' | 'chapter' | null,
  ) => ReactNode;
}

/**
 * The curriculum's one DndContext (dnd-kit's multiple-containers pattern): modules sort among modules;
 * a dragged chapter joins the module it is over at once, so that module's list makes room for it, and
 * it is saved where it is let go. Keyboard: Space, the arrows (across modules too), Space.
 */
export function CurriculumDnd({ course, onReorderModules, onDropChapter, renderModule }: CurriculumDndProps) {
  const { _ } = useLingui();
  const sensors = useSortableSensors();
  const [dragging, setDragging] = useState<'module' | 'chapter' | null>(null);
  const [draft, setDraft] = useState<CurriculumLayout | null>(null);
  // Read by the announcements, which dnd-kit calls right after the handlers below, before a render.
  const start = useRef<CurriculumLayout>([]);
  const shown = useRef<CurriculumLayout>([]);
  const projected = useRef<CurriculumLayout>([]);
  const lastDrop = useRef<ChapterDrop | null>(null);
  const { settling, collide } = useSettlingCollisions(dragging);

  const layout = draft ?? layoutOf(course);
  const chapters = new Map(course.modules.flatMap((m) => m.chapters.map((c) => [c.id, c] as const)));
  const modules = course.modules;
  const titleOf = (id: string | number) =>
    chapters.get(String(id))?.title ?? modules.find((module) => module.id === id)?.title ?? '';
  const moduleIndex = (id: string | number) => modules.findIndex((module) => module.id === id) + 1;
  const placeIn = (at: CurriculumLayout, id: string | number) => {
    const moduleId = moduleOfChapter(at, String(id)) ?? '';
    const ids = at.find((module) => module.id === moduleId)?.chapterIds ?? [];
    return { module: titleOf(moduleId), position: ids.indexOf(String(id)) + 1, count: ids.length };
  };

  const targetOf = (active: Active, over: Over): ChapterTarget | null => {
    const data = over.data.current as CurriculumDragData | undefined;
    if (data?.type === 'chapters') return { moduleId: data.moduleId, overChapterId: null, isBelow: false };
    const moduleId = moduleOfChapter(shown.current, String(over.id));
    const dragged = active.rect.current.translated;
    if (!moduleId || !dragged) return null;
    // Tops, not middles: rows differ in height, and the keyboard puts the dragged top on the row's.
    return { moduleId, overChapterId: String(over.id), isBelow: dragged.top > over.rect.top };
  };

  const begin = (active: Active) => {
    const kind = kindOf(active) === 'chapter' ? 'chapter' : 'module';
    setDragging(kind);
    if (kind !== 'chapter') return;
    start.current = layoutOf(course);
    shown.current = start.current;
    projected.current = start.current;
    lastDrop.current = null;
    setDraft(start.current);
  };

  const follow = ({ active, over }: DragOverEvent) => {
    if (kindOf(active) !== 'chapter' || !over) return;
    const target = targetOf(active, over);
    if (!target) return;
    projected.current = placeChapter(shown.current, String(active.id), target);
    // Only a change of module is shown at once; within a module the sortable list shows the place.
    if (
      moduleOfChapter(projected.current, String(active.id)) !==
      moduleOfChapter(shown.current, String(active.id))
    ) {
      shown.current = projected.current;
      settling.current = true;
      setDraft(projected.current);
    }
  };

  const end = () => {
    settling.current = false;
    setDragging(null);
    setDraft(null);
  };

  const finish = ({ active, over }: DragEndEvent) => {
    end();
    if (kindOf(active) === 'chapter') {
      lastDrop.current = over ? chapterDrop(start.current, projected.current, String(active.id)) : null;
      if (lastDrop.current) onDropChapter(lastDrop.current);
      return;
    }
    if (!over || active.id === over.id) return;
    const ids = modules.map((module) => module.id);
    onReorderModules(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const title = titleOf(active.id);
      if (kindOf(active) !== 'chapter')
        return _('editor.curriculum.pickedUpModule', {
          title,
          position: moduleIndex(active.id),
          count: modules.length,
        });
      const place = placeIn(start.current, active.id);
      return _('editor.curriculum.pickedUpChapter', { title, ...place });
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const title = titleOf(active.id);
      if (kindOf(active) !== 'chapter')
        return _('editor.sortable.over', { title, position: moduleIndex(over.id), count: modules.length });
      const place = placeIn(projected.current, active.id);
      return _('editor.curriculum.overChapter', { title, ...place });
    },
    onDragEnd: ({ active, over }) => {
      const title = titleOf(active.id);
      if (kindOf(active) !== 'chapter')
        return over
          ? _('editor.sortable.dropped', { title, position: moduleIndex(over.id), count: modules.length })
          : _('editor.sortable.droppedAway', { title });
      const drop = lastDrop.current;
      if (!drop) return _('editor.curriculum.droppedInPlace', { title });
      const place = { position: drop.position, count: drop.ids.length, module: titleOf(drop.moduleId) };
      return drop.moduleId === drop.fromModuleId
        ? _('editor.curriculum.droppedChapter', { title, ...place })
        : _('editor.curriculum.movedChapter', { title, ...place });
    },
    onDragCancel: ({ active }) => _('editor.sortable.cancelled', { title: titleOf(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collide}
      onDragStart={({ active }) => begin(active)}
      onDragOver={follow}
      onDragEnd={finish}
      onDragCancel={end}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: _('editor.curriculum.instructions'),
        },
      }}
    >
      <SortableContext items={modules.map((module) => module.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={_('editor.curriculum.modules')} className={classes.list}>
          {modules.map((module) => (
            <SortableRow
              key={module.id}
              id={module.id}
              handleLabel={_('editor.module.moveHandle', { title: module.title })}
              data={{ type: 'module', moduleId: module.id } satisfies CurriculumDragData}
              isDropDisabled={dragging === 'chapter'}
            >
              {renderModule(
                module,
                (layout.find((at) => at.id === module.id)?.chapterIds ?? []).flatMap(
                  (id) => chapters.get(id) ?? [],
                ),
                dragging,
              )}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
