import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DiscussionRepliesTable, DiscussionThreadsTable } from '../../db/schema.js';
import { containsText } from '../../lib/admin-list.js';
import { QueryTemplate } from '../../lib/query-template.js';

export type ThreadRow = Omit<
  DiscussionThreadsTable,
  'searchText' | 'replyCount' | 'staffReplyCount' | 'upvoteCount'
> & {
  replyCount: number;
  staffReplyCount: number;
  upvoteCount: number;
};
export type ReplyRow = DiscussionRepliesTable;

const threadColumns = [
  'discussionThreads.id',
  'discussionThreads.courseId',
  'discussionThreads.chapterId',
  'discussionThreads.authorId',
  'discussionThreads.staffRole',
  'discussionThreads.title',
  'discussionThreads.body',
  'discussionThreads.replyCount',
  'discussionThreads.staffReplyCount',
  'discussionThreads.upvoteCount',
  'discussionThreads.createdAt',
  'discussionThreads.updatedAt',
  'discussionThreads.lastActivityAt',
  'discussionThreads.resolvedAt',
  'discussionThreads.hiddenAt',
] as const;

export interface ThreadFilter {
  chapterId?: string;
  courseId?: string;
  /** Words that must each appear in the title or body (already lowered). */
  words: string[];
  authorId?: string;
  unanswered: boolean;
  includeHidden: boolean;
}

const sortColumns = {
  recent: 'discussionThreads.lastActivityAt',
  newest: 'discussionThreads.createdAt',
  top: 'discussionThreads.upvoteCount',
} as const;

function filtered(db: Executor, filter: ThreadFilter) {
  let query = db.selectFrom('discussionThreads');
  if (filter.chapterId) query = query.where('discussionThreads.chapterId', '=', filter.chapterId);
  if (filter.courseId) query = query.where('discussionThreads.courseId', '=', filter.courseId);
  if (filter.authorId) query = query.where('discussionThreads.authorId', '=', filter.authorId);
  if (filter.unanswered) query = query.where('discussionThreads.replyCount', '=', 0);
  if (!filter.includeHidden) query = query.where('discussionThreads.hiddenAt', 'is', null);
  for (const word of filter.words) query = query.where(containsText('discussionThreads.searchText', word));
  return query;
}

/** One page of threads and how many match. */
export async function listThreads(
  db: Executor,
  filter: ThreadFilter,
  window: { sort: keyof typeof sortColumns; limit: number; offset: number },
): Promise<{ rows: ThreadRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(threadColumns)
      .orderBy(sortColumns[window.sort], 'desc')
      .orderBy('discussionThreads.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findThread(db: Executor, id: string): Promise<ThreadRow | undefined> {
  return db.selectFrom('discussionThreads').select(threadColumns).where('id', '=', id).executeTakeFirst();
}

export async function insertThread(db: Executor, row: Insertable<DiscussionThreadsTable>): Promise<void> {
  await db.insertInto('discussionThreads').values(row).execute();
}

export async function updateThread(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<DiscussionThreadsTable, 'title' | 'body' | 'searchText' | 'updatedAt' | 'resolvedAt' | 'hiddenAt'>
  >,
): Promise<void> {
  await db.updateTable('discussionThreads').set(changes).where('id', '=', id).execute();
}

export async function deleteThread(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('discussionThreads').where('id', '=', id).execute();
}

/**
 * Moves a thread's counts by `by` (+1/-1), relative to the stored value so that concurrent writes
 * each count: the row lock orders them and each update reads the row as committed before it.
 */
export async function bumpCounts(
  db: Executor,
  id: string,
  by: { replies?: number; staffReplies?: number; upvotes?: number; activityAt?: string },
): Promise<void> {
  await db
    .updateTable('discussionThreads')
    .set((eb) => ({
      replyCount: eb('replyCount', '+', by.replies ?? 0),
      staffReplyCount: eb('staffReplyCount', '+', by.staffReplies ?? 0),
      upvoteCount: eb('upvoteCount', '+', by.upvotes ?? 0),
      ...(by.activityAt ? { lastActivityAt: by.activityAt } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

/** Of the given threads, those the user upvoted. */
/** Compiled once per page size: every list reads the reader's upvotes among its threads. */
const votedAmong = new QueryTemplate(
  (db, { userId, threadIds }: { userId: string; threadIds: readonly string[] }) =>
    db
      .selectFrom('discussionVotes')
      .select('threadId')
      .where('userId', '=', userId)
      .where('threadId', 'in', threadIds),
);

/**
 * Who upvoted these threads, up to `max` votes (a page's voters are cached with it); null when there
 * are more, and the reader's own votes are then read per request.
 */
export async function votersOf(
  db: Executor,
  threadIds: string[],
  max: number,
): Promise<Map<string, Set<string>> | null> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('discussionVotes')
    .select(['threadId', 'userId'])
    .where('threadId', 'in', threadIds)
    .limit(max + 1)
    .execute();
  if (rows.length > max) return null;
  const voters = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = voters.get(row.threadId) ?? new Set<string>();
    set.add(row.userId);
    voters.set(row.threadId, set);
  }
  return voters;
}

export async function votedThreadIds(
  db: Executor,
  userId: string,
  threadIds: string[],
): Promise<Set<string>> {
  if (threadIds.length === 0) return new Set();
  const rows = await votedAmong.execute(db, { userId, threadIds });
  return new Set(rows.map((row) => row.threadId));
}

/** Adds the vote; answers whether it was new (a second vote, even a concurrent one, adds nothing). */
export async function insertVote(
  db: Executor,
  threadId: string,
  userId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .insertInto('discussionVotes')
    .values({ threadId, userId, createdAt: at })
    .onConflict((oc) => oc.columns(['threadId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes the vote; answers whether there was one. */
export async function deleteVote(db: Executor, threadId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('discussionVotes')
    .where('threadId', '=', threadId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findReply(db: Executor, id: string): Promise<ReplyRow | undefined> {
  return db
    .selectFrom('discussionReplies')
    .select(['id', 'threadId', 'authorId', 'body', 'staffRole', 'createdAt', 'updatedAt', 'hiddenAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A page of the thread's replies, oldest first, and how many there are. */
export async function listReplies(
  db: Executor,
  threadId: string,
  options: { includeHidden: boolean; limit: number; offset: number },
): Promise<{ rows: ReplyRow[]; total: number }> {
  let query = db.selectFrom('discussionReplies').where('threadId', '=', threadId);
  if (!options.includeHidden) query = query.where('hiddenAt', 'is', null);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'threadId', 'authorId', 'body', 'staffRole', 'createdAt', 'updatedAt', 'hiddenAt'])
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function insertReply(db: Executor, row: ReplyRow): Promise<void> {
  await db.insertInto('discussionReplies').values(row).execute();
}

export async function updateReply(
  db: Executor,
  id: string,
  changes: Partial<Pick<ReplyRow, 'body' | 'updatedAt' | 'hiddenAt'>>,
): Promise<void> {
  await db.updateTable('discussionReplies').set(changes).where('id', '=', id).execute();
}

export async function deleteReply(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('discussionReplies').where('id', '=', id).execute();
}

/** The reports of the thread and of its replies go with it (reports name posts without a foreign key). */
export async function deleteReportsOfThread(db: Executor, threadId: string): Promise<void> {
  await db
    .deleteFrom('discussionReports')
    .where((eb) =>
      eb.or([
        eb.and([eb('postKind', '=', 'thread'), eb('postId', '=', threadId)]),
        eb.and([
          eb('postKind', '=', 'reply'),
          eb(
            'postId',
            'in',
            eb.selectFrom('discussionReplies').select('id').where('threadId', '=', threadId),
          ),
        ]),
      ]),
    )
    .execute();
}

export async function deleteReportsOfReply(db: Executor, replyId: string): Promise<void> {
  await db
    .deleteFrom('discussionReports')
    .where('postKind', '=', 'reply')
    .where('postId', '=', replyId)
    .execute();
}
