import type { AdminCourse } from '@coursewise/contract';
import type { Active, CollisionDetection, Over } from '@dnd-kit/core';
import { closestCenter } from '@dnd-kit/core';
import { useEffect, useRef, useState } from 'react';
import type { CurriculumLayout } from '../lib/curriculum-drag';
import type { CurriculumDragData } from './module-chapters';

export const layoutOf = (course: AdminCourse): CurriculumLayout =>
  course.modules.map((module) => ({ id: module.id, chapterIds: module.chapters.map((c) => c.id) }));

export const kindOf = (item: Active | Over | null) =>
  (item?.data.current as CurriculumDragData | undefined)?.type;

/** A module is dropped among modules; a chapter on a chapter or on an empty module's list. */
const collideWith =
  (settling: { current: boolean }): CollisionDetection =>
  (args) => {
    // Right after a chapter changes module the page shifts under it: it stays where it was put until the
    // next key press or pointer move, or the shift alone would carry it on a place.
    if (settling.current) return [{ id: args.active.id }];
    const isModule = kindOf(args.active) === 'module';
    const droppableContainers = args.droppableContainers.filter((container) => {
      const kind = (container.data.current as CurriculumDragData | undefined)?.type;
      return isModule ? kind === 'module' : kind === 'chapter' || kind === 'chapters';
    });
    return closestCenter({ ...args, droppableContainers });
  };

/**
 * The curriculum's collision detection, and the flag that holds a chapter still while the page settles
 * after it changed module; any key press or pointer move (the next real step) lets it go.
 */
export function useSettlingCollisions(dragging: 'module' | 'chapter' | null) {
  const settling = useRef(false);
  const [collide] = useState(() => collideWith(settling));
  useEffect(() => {
    if (dragging !== 'chapter') return;
    const settle = () => {
      settling.current = false;
    };
    document.addEventListener('keydown', settle, true);
    document.addEventListener('pointermove', settle, true);
    return () => {
      document.removeEventListener('keydown', settle, true);
      document.removeEventListener('pointermove', settle, true);
    };
  }, [dragging]);
  return { settling, collide };
}
