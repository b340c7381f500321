import type { Executor } from '../../db/executor.js';
import type { DiscussionReportsTable } from '../../db/schema.js';

export async function insertReport(db: Executor, row: DiscussionReportsTable): Promise<void> {
  await db.insertInto('discussionReports').values(row).execute();
}

export interface ReportedPostRow {
  postKind: 'thread' | 'reply';
  postId: string;
  reportCount: number | string;
  lastReportedAt: string | Date;
}

/** Reported posts, latest report first, with how many reports each has; `hidden` filters by the post's state. */
export async function listReportedPosts(
  db: Executor,
  hidden: boolean | undefined,
  window: { limit: number; offset: number },
): Promise<{ rows: ReportedPostRow[]; total: number }> {
  let grouped = db
    .selectFrom('discussionReports')
    .select((eb) => [
      'postKind',
      'postId',
      eb.fn.countAll<number | string>().as('reportCount'),
      eb.fn.max('createdAt').as('lastReportedAt'),
    ])
    .groupBy(['postKind', 'postId']);
  if (hidden !== undefined) {
    const op = hidden ? 'is not' : 'is';
    grouped = grouped.where((eb) =>
      eb.or([
        eb.and([
          eb('postKind', '=', 'thread'),
          eb('postId', 'in', eb.selectFrom('discussionThreads').select('id').where('hiddenAt', op, null)),
        ]),
        eb.and([
          eb('postKind', '=', 'reply'),
          eb('postId', 'in', eb.selectFrom('discussionReplies').select('id').where('hiddenAt', op, null)),
        ]),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    grouped
      .orderBy('lastReportedAt', 'desc')
      .orderBy('postId', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom(grouped.as('posts'))
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The reasons given for these posts, newest first. */
export function listReasons(db: Executor, postIds: string[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('discussionReports')
    .select(['postKind', 'postId', 'reason'])
    .where('postId', 'in', postIds)
    .orderBy('createdAt', 'desc')
    .execute();
}

export function threadsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('discussionThreads')
    .select(['id', 'courseId', 'chapterId', 'authorId', 'title', 'body', 'hiddenAt'])
    .where('id', 'in', ids)
    .execute();
}

export function repliesByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('discussionReplies')
    .innerJoin('discussionThreads', 'discussionThreads.id', 'discussionReplies.threadId')
    .select([
      'discussionReplies.id',
      'discussionReplies.threadId',
      'discussionThreads.courseId',
      'discussionThreads.chapterId',
      'discussionReplies.authorId',
      'discussionThreads.title',
      'discussionReplies.body',
      'discussionReplies.hiddenAt',
    ])
    .where('discussionReplies.id', 'in', ids)
    .execute();
}
