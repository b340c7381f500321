import type { DiscussionListQuery, DiscussionThread, Paged } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../lib/app-error.js';
import type { Answer, Serialize } from '../../lib/serialised-answer.js';
import { accountLabelsByIds } from '../account/account-directory.service.js';
import { listOutline } from '../courses/chapters.service.js';
import { chapterForMember, courseForMember } from './discussion-access.service.js';
import { type CachedThreadPage, sharedListKey, VOTERS_KEPT } from './discussion-cache.service.js';
import { fillThreadList, threadListTemplate } from './discussion-list-template.js';
import { forReader, type Reader, toSharedThread } from './discussion-mapper.js';
import * as repo from './discussions.repository.js';

type ListContext = Pick<AppContext, 'db' | 'discussionCache'>;

const wordsOf = (search: string | undefined) =>
  (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

/**
 * A page of a chapter's or a course's threads, searched and filtered, as the caller sees it. A page
 * every member shares is kept (`discussion-cache.service.ts`) serialised, and answered as those bytes
 * with the caller's own values put in; the others are read and answered as data.
 */
export async function listDiscussions(
  ctx: ListContext,
  userId: string,
  query: DiscussionListQuery,
  serialize: Serialize<Paged<DiscussionThread>>,
): Promise<Answer<Paged<DiscussionThread>>> {
  const { db } = ctx;
  if ((query.chapterId === undefined) === (query.courseId === undefined)) {
    const message = 'must name either chapterId or courseId';
    throw badRequest(`chapterId: ${message}`, [{ path: 'chapterId', message }]);
  }
  let role: Reader['role'];
  let chapterTitles: () => Promise<Map<string, string>>;
  if (query.chapterId) {
    const { chapter, role: found } = await chapterForMember(db, userId, query.chapterId);
    role = found;
    chapterTitles = async () => new Map([[chapter.id, chapter.title]]);
  } else {
    const courseId = query.courseId as string;
    role = (await courseForMember(db, userId, courseId)).role;
    chapterTitles = async () => {
      const titles = new Map<string, string>();
      for (const module of await listOutline(db, { courseId })) {
        for (const chapter of module.chapters) titles.set(chapter.id, chapter.title);
      }
      return titles;
    };
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  const { threads, total, voters, template } = await threadPage(
    ctx,
    {
      chapterId: query.chapterId,
      courseId: query.courseId,
      words: wordsOf(query.search),
      authorId: query.filter === 'mine' ? userId : undefined,
      unanswered: query.filter === 'unanswered',
      includeHidden: role === 'admin',
    },
    { sort: query.sort ?? 'recent', limit, offset: (page - 1) * limit },
    { chapterTitles, serialize },
  );
  // A kept page knows its voters; otherwise the reader's own votes are read.
  const voted = voters
    ? null
    : await repo.votedThreadIds(
        db,
        userId,
        threads.map((thread) => thread.id),
      );
  const upvoted = (id: string) => (voted ? voted.has(id) : (voters?.get(id)?.has(userId) ?? false));
  const reader: Reader = { userId, role, now: Date.now() };
  if (template) return { body: fillThreadList(template, reader, upvoted) };
  const items = threads.map((thread) => forReader(thread, reader, upvoted(thread.id)));
  return { data: { items, page, limit, total } };
}

/** A page of threads as every member sees them: shared pages from the cache, the rest read. */
async function threadPage(
  ctx: ListContext,
  filter: repo.ThreadFilter,
  window: Parameters<typeof repo.listThreads>[2],
  use: {
    chapterTitles: () => Promise<Map<string, string>>;
    serialize: Serialize<Paged<DiscussionThread>>;
  },
): Promise<CachedThreadPage> {
  const key = sharedListKey(filter, window);
  const cached = key ? ctx.discussionCache.get(key) : undefined;
  if (cached) return cached;
  const since = ctx.discussionCache.generation;
  const { rows, total } = await repo.listThreads(ctx.db, filter, window);
  const ids = rows.map((row) => row.id);
  const [labels, titles, voters] = await Promise.all([
    accountLabelsByIds(
      ctx.db,
      rows.map((row) => row.authorId),
    ),
    use.chapterTitles(),
    // Only a page that is kept needs its voters; another reads the reader's own votes.
    key ? repo.votersOf(ctx.db, ids, VOTERS_KEPT) : null,
  ]);
  const threads = rows.map((row) => toSharedThread(row, labels, titles.get(row.chapterId) ?? ''));
  if (!key) return { threads, total, voters, template: null };
  const shared = { items: threads, page: window.offset / window.limit + 1, limit: window.limit, total };
  const found = { threads, total, voters, template: threadListTemplate(shared, use.serialize) };
  ctx.discussionCache.set(key, found, since);
  return found;
}
