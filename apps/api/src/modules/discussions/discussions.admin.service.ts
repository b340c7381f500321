import type {
  AdminDiscussionReport,
  AdminDiscussionReportQuery,
  DiscussionPostKind,
  Paged,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { htmlToText } from '../../lib/html.js';
import { accountLabelsByIds } from '../account/account-directory.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { chapterTitlesByIds } from '../courses/chapters.service.js';
import { courseTitlesByIds } from '../courses/courses.service.js';
import { REPLY_MISSING, THREAD_MISSING } from './discussion-access.service.js';
import { iso } from './discussion-mapper.js';
import * as moderation from './discussion-moderation.repository.js';
import * as repo from './discussions.repository.js';

interface Post {
  threadId: string;
  courseId: string;
  chapterId: string;
  authorId: string;
  title: string;
  body: string;
  hiddenAt: string | null;
}

/** A page of reported posts, latest report first, with their latest reasons. */
export async function listReportedPosts(
  db: Executor,
  query: AdminDiscussionReportQuery,
): Promise<Paged<AdminDiscussionReport>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const { rows, total } = await moderation.listReportedPosts(db, query.hidden, {
    limit,
    offset: (page - 1) * limit,
  });
  const ids = (kind: DiscussionPostKind) => rows.filter((r) => r.postKind === kind).map((r) => r.postId);
  const [threads, replies, reasons] = await Promise.all([
    moderation.threadsByIds(db, ids('thread')),
    moderation.repliesByIds(db, ids('reply')),
    moderation.listReasons(
      db,
      rows.map((r) => r.postId),
    ),
  ]);
  const posts = new Map<string, Post>([
    ...threads.map((t): [string, Post] => [`thread:${t.id}`, { ...t, threadId: t.id }]),
    ...replies.map((r): [string, Post] => [`reply:${r.id}`, r]),
  ]);
  const found = [...posts.values()];
  const [labels, titles, chapterTitles] = await Promise.all([
    accountLabelsByIds(
      db,
      found.map((p) => p.authorId),
    ),
    courseTitlesByIds(
      db,
      found.map((p) => p.courseId),
    ),
    chapterTitlesByIds(
      db,
      found.map((p) => p.chapterId),
    ),
  ]);
  const items: AdminDiscussionReport[] = [];
  for (const row of rows) {
    const post = posts.get(`${row.postKind}:${row.postId}`);
    if (!post) continue;
    const author = labels.get(post.authorId);
    items.push({
      kind: row.postKind,
      id: row.postId,
      threadId: post.threadId,
      course: { id: post.courseId, title: titles.get(post.courseId) ?? '' },
      chapter: { id: post.chapterId, title: chapterTitles.get(post.chapterId) ?? '' },
      title: post.title,
      body: post.body,
      author: { id: post.authorId, email: author?.email ?? '', name: author?.name ?? null },
      hidden: post.hiddenAt !== null,
      reportCount: Number(row.reportCount),
      reasons: reasons
        .filter((r) => r.postKind === row.postKind && r.postId === row.postId)
        .slice(0, 5)
        .map((r) => r.reason),
      lastReportedAt: iso(row.lastReportedAt),
    });
  }
  return { items, page, limit, total };
}

const excerpt = (html: string) => {
  const text = htmlToText(html);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** Hides a thread from learners or shows it again, audited; a hide of a hidden thread changes nothing. */
export async function setThreadHidden(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  actorId: string,
  id: string,
  hidden: boolean,
): Promise<{ kind: 'thread'; id: string; hidden: boolean }> {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const thread = await repo.findThread(trx, id);
    if (!thread) throw notFound(THREAD_MISSING);
    if ((thread.hiddenAt !== null) === hidden) return uow.noteNoChange();
    await repo.updateThread(trx, id, { hiddenAt: hidden ? nowIso() : null });
    await recordAudit(uow, {
      actorId,
      action: hidden ? 'hide' : 'show',
      entity: 'discussion-thread',
      entityId: id,
      summary: `${hidden ? 'Hid' : 'Showed'} the discussion “${thread.title}”`,
    });
  });
  return { kind: 'thread', id, hidden };
}

/** Hides a reply or shows it again, audited; its thread's counts follow. */
export async function setReplyHidden(
  db: Executor,
  ctx: Pick<AppContext, 'effects'>,
  actorId: string,
  id: string,
  hidden: boolean,
): Promise<{ kind: 'reply'; id: string; hidden: boolean }> {
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    const reply = await repo.findReply(trx, id);
    if (!reply) throw notFound(REPLY_MISSING);
    if ((reply.hiddenAt !== null) === hidden) return uow.noteNoChange();
    await repo.updateReply(trx, id, { hiddenAt: hidden ? nowIso() : null });
    const by = hidden ? -1 : 1;
    await repo.bumpCounts(trx, reply.threadId, { replies: by, staffReplies: reply.staffRole ? by : 0 });
    await recordAudit(uow, {
      actorId,
      action: hidden ? 'hide' : 'show',
      entity: 'discussion-reply',
      entityId: id,
      summary: `${hidden ? 'Hid' : 'Showed'} the discussion reply “${excerpt(reply.body)}”`,
    });
  });
  return { kind: 'reply', id, hidden };
}
