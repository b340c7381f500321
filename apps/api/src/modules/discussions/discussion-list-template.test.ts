import { DiscussionListResponse, type DiscussionThread, type Paged } from '@coursewise/contract';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { fillThreadList, threadListTemplate } from './discussion-list-template.js';
import { forReader, type Reader } from './discussion-mapper.js';

// The route's own serialiser for `{ data }`: the same schema, compiled the way Fastify does.
const stringify = fastJsonStringify(DiscussionListResponse as Schema);
const serialize = (data: Paged<DiscussionThread>) => stringify({ data });

const now = Date.parse('2026-11-27T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

/** A thread as `toSharedThread` keeps it: none of a reader's values. */
function shared(id: string, authorId: string, createdAt: string, title = `Question ${id}`): DiscussionThread {
  return {
    id,
    courseId: 'course-1',
    chapterId: 'chapter-1',
    chapterTitle: 'Setting up',
    title,
    body: '<p>It fails</p>',
    author: { id: authorId, name: 'Ada L.', staffRole: null },
    replyCount: 2,
    upvoteCount: 3,
    upvoted: false,
    resolved: false,
    hasStaffAnswer: true,
    hidden: false,
    canEdit: false,
    canResolve: false,
    createdAt,
    updatedAt: createdAt,
    lastActivityAt: createdAt,
  };
}

const page = (items: DiscussionThread[]): Paged<DiscussionThread> => ({
  items,
  page: 2,
  limit: 12,
  total: 40,
});

describe('a kept page of threads, cut where a reader’s values go', () => {
  // A title that spells out the very keys the template cuts at, and one that is all quotes.
  const threads = [
    shared('t1', 'ada', minutesAgo(5), '"upvoted":false,"canEdit":false,"canResolve":false'),
    shared('t2', 'ben', minutesAgo(90)),
    shared('t3', 'ada', minutesAgo(90), '\\"""'),
  ];
  const readers: [string, Reader, Set<string>][] = [
    ['the author of t1 and t3, who upvoted t2', { userId: 'ada', role: 'learner', now }, new Set(['t2'])],
    [
      'another learner, who upvoted every thread',
      { userId: 'cy', role: 'learner', now },
      new Set(['t1', 't2', 't3']),
    ],
    ['an instructor, who upvoted nothing', { userId: 'ida', role: 'instructor', now }, new Set()],
    ['an admin who wrote t2', { userId: 'ben', role: 'admin', now }, new Set(['t1'])],
  ];

  for (const [who, reader, votes] of readers) {
    it(`answers ${who} byte for byte what serialising their copy would`, () => {
      const template = threadListTemplate(page(threads), serialize);
      if (!template) throw new Error('the page could not be cut');
      const filled = fillThreadList(template, reader, (id) => votes.has(id)).toString('utf8');
      const own = page(threads.map((thread) => forReader(thread, reader, votes.has(thread.id))));
      expect(filled).toBe(serialize(own));
      expect(
        JSON.parse(filled).data.items.map((t: DiscussionThread) => [t.upvoted, t.canEdit, t.canResolve]),
      ).toEqual(own.items.map((t) => [t.upvoted, t.canEdit, t.canResolve]));
    });
  }

  it('keeps an empty page whole', () => {
    const template = threadListTemplate(page([]), serialize);
    expect(template?.parts.map(String)).toEqual([serialize(page([]))]);
    expect(
      String(fillThreadList(template as NonNullable<typeof template>, readers[0]?.[1] as Reader, () => true)),
    ).toBe(serialize(page([])));
  });

  it('refuses a page that is not the shared form (a reader’s values already in)', () => {
    const mine = page([
      forReader(shared('t1', 'ada', minutesAgo(5)), { userId: 'ada', role: 'learner', now }, true),
    ]);
    expect(threadListTemplate(mine, serialize)).toBeNull();
  });
});
