import { describe, expect, it } from 'vitest';
import { type CurriculumLayout, chapterDrop, dropRequests, placeChapter } from './curriculum-drag';

const layout: CurriculumLayout = [
  { id: 'm-1', chapterIds: ['a', 'b', 'c'] },
  { id: 'm-2', chapterIds: ['d', 'e'] },
  { id: 'm-3', chapterIds: [] },
];

const chaptersOf = (at: CurriculumLayout) => Object.fromEntries(at.map((m) => [m.id, m.chapterIds]));

describe('placeChapter', () => {
  it('within a module takes the place of the chapter it is over, down or up', () => {
    const down = placeChapter(layout, 'a', { moduleId: 'm-1', overChapterId: 'c', isBelow: false });
    expect(chaptersOf(down)['m-1']).toEqual(['b', 'c', 'a']);
    const up = placeChapter(layout, 'c', { moduleId: 'm-1', overChapterId: 'a', isBelow: true });
    expect(chaptersOf(up)['m-1']).toEqual(['c', 'a', 'b']);
  });

  it('into another module goes before or after the chapter it is over', () => {
    const before = placeChapter(layout, 'b', { moduleId: 'm-2', overChapterId: 'e', isBelow: false });
    expect(chaptersOf(before)).toEqual({ 'm-1': ['a', 'c'], 'm-2': ['d', 'b', 'e'], 'm-3': [] });
    const after = placeChapter(layout, 'b', { moduleId: 'm-2', overChapterId: 'e', isBelow: true });
    expect(chaptersOf(after)['m-2']).toEqual(['d', 'e', 'b']);
  });

  it('over a module’s list (an empty module) goes to its end', () => {
    const into = placeChapter(layout, 'd', { moduleId: 'm-3', overChapterId: null, isBelow: false });
    expect(chaptersOf(into)).toEqual({ 'm-1': ['a', 'b', 'c'], 'm-2': ['e'], 'm-3': ['d'] });
  });

  it('changes nothing over itself or an unknown place', () => {
    expect(placeChapter(layout, 'a', { moduleId: 'm-1', overChapterId: 'a', isBelow: true })).toBe(layout);
    expect(placeChapter(layout, 'a', { moduleId: 'm-9', overChapterId: null, isBelow: false })).toBe(layout);
    expect(placeChapter(layout, 'z', { moduleId: 'm-2', overChapterId: 'd', isBelow: false })).toBe(layout);
  });
});

describe('chapterDrop and its requests', () => {
  it('a move to a position other than the end sends the move, then the new module’s order', () => {
    const after = placeChapter(layout, 'b', { moduleId: 'm-2', overChapterId: 'd', isBelow: false });
    const drop = chapterDrop(layout, after, 'b');
    expect(drop).toEqual({
      chapterId: 'b',
      fromModuleId: 'm-1',
      moduleId: 'm-2',
      ids: ['b', 'd', 'e'],
      position: 1,
    });
    expect(drop && dropRequests(drop)).toEqual({ moveTo: 'm-2', order: ['b', 'd', 'e'] });
  });

  it('a move to the end (an empty module) sends the move alone, as it lands there', () => {
    const after = placeChapter(layout, 'b', { moduleId: 'm-3', overChapterId: null, isBelow: false });
    const drop = chapterDrop(layout, after, 'b');
    expect(drop && { position: drop.position, of: drop.ids.length }).toEqual({ position: 1, of: 1 });
    expect(drop && dropRequests(drop)).toEqual({ moveTo: 'm-3', order: null });
  });

  it('a reorder within the module sends its order alone, even to the end', () => {
    const after = placeChapter(layout, 'a', { moduleId: 'm-1', overChapterId: 'c', isBelow: false });
    const drop = chapterDrop(layout, after, 'a');
    expect(drop && dropRequests(drop)).toEqual({ moveTo: null, order: ['b', 'c', 'a'] });
  });

  it('is nothing when the chapter is back where it was', () => {
    const away = placeChapter(layout, 'a', { moduleId: 'm-2', overChapterId: 'd', isBelow: false });
    const back = placeChapter(away, 'a', { moduleId: 'm-1', overChapterId: 'b', isBelow: false });
    expect(chapterDrop(layout, back, 'a')).toBeNull();
    expect(chapterDrop(layout, layout, 'a')).toBeNull();
  });
});
