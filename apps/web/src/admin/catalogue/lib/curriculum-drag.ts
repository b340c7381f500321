/** The curriculum as dragging sees it: modules in order, each with its chapters' ids in order. */
export type CurriculumLayout = readonly { id: string; chapterIds: readonly string[] }[];

/** Where a dragged chapter is: over another chapter (above or below its middle), or over a module's list. */
export interface ChapterTarget {
  moduleId: string;
  /** The chapter under the dragged one; null over a module's (empty) list, which means its end. */
  overChapterId: string | null;
  isBelow: boolean;
}

/** Where a dropped chapter ends up, and what to save for it. */
export interface ChapterDrop {
  chapterId: string;
  fromModuleId: string;
  moduleId: string;
  /** The module's chapters in their new order. */
  ids: string[];
  /** 1-based, of `ids.length`. */
  position: number;
}

export const moduleOfChapter = (layout: CurriculumLayout, chapterId: string) =>
  layout.find((module) => module.chapterIds.includes(chapterId))?.id;

/**
 * The layout with the chapter where it was let go: within its module it takes the place of the chapter
 * it is over (as a sorted list does); into another module it goes before or after that chapter, or at
 * the end of the module when over its list.
 */
export function placeChapter(
  layout: CurriculumLayout,
  chapterId: string,
  target: ChapterTarget,
): CurriculumLayout {
  const fromModuleId = moduleOfChapter(layout, chapterId);
  const into = layout.find((module) => module.id === target.moduleId);
  if (!fromModuleId || !into || target.overChapterId === chapterId) return layout;
  const overIndex = target.overChapterId === null ? -1 : into.chapterIds.indexOf(target.overChapterId);

  if (fromModuleId === target.moduleId) {
    if (overIndex < 0) return layout;
    const ids = into.chapterIds.filter((id) => id !== chapterId);
    ids.splice(overIndex, 0, chapterId);
    return layout.map((module) => (module.id === into.id ? { ...module, chapterIds: ids } : module));
  }
  const at = overIndex < 0 ? into.chapterIds.length : overIndex + (target.isBelow ? 1 : 0);
  return layout.map((module) => {
    if (module.id === fromModuleId)
      return { ...module, chapterIds: module.chapterIds.filter((id) => id !== chapterId) };
    if (module.id !== into.id) return module;
    const ids = [...module.chapterIds];
    ids.splice(at, 0, chapterId);
    return { ...module, chapterIds: ids };
  });
}

/** What changed for the chapter between two layouts; null when it is where it was. */
export function chapterDrop(
  before: CurriculumLayout,
  after: CurriculumLayout,
  chapterId: string,
): ChapterDrop | null {
  const fromModuleId = moduleOfChapter(before, chapterId);
  const moduleId = moduleOfChapter(after, chapterId);
  if (!fromModuleId || !moduleId) return null;
  const ids = [...(after.find((module) => module.id === moduleId)?.chapterIds ?? [])];
  const previous = before.find((module) => module.id === fromModuleId)?.chapterIds ?? [];
  if (moduleId === fromModuleId && ids.join() === previous.join()) return null;
  return { chapterId, fromModuleId, moduleId, ids, position: ids.indexOf(chapterId) + 1 };
}

/**
 * The requests that store a drop: a move puts the chapter at the end of its new module, so the new
 * module's order is sent only when it was dropped elsewhere.
 */
export function dropRequests(drop: ChapterDrop): { moveTo: string | null; order: string[] | null } {
  const isMove = drop.moduleId !== drop.fromModuleId;
  const isAtEnd = drop.position === drop.ids.length;
  return { moveTo: isMove ? drop.moduleId : null, order: isMove && isAtEnd ? null : drop.ids };
}
