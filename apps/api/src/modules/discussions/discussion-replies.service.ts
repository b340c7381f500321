import type { DiscussionReply, DiscussionReplyBody } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import { accountLabelsByIds } from '../account/account-directory.service.js';
import { courseLabelsByIds } from '../courses/courses.service.js';
import { notify } from '../notifications/notifications.service.js';
import { REPLY_MISSING, staffRoleOf } from './discussion-access.service.js';
import { type Reader, toReply } from './discussion-mapper.js';
import * as repo from './discussions.repository.js';
import { assertEditable, cleanBody, threadForMember } from './discussions.service.js';

/** Whom a new reply concerns, for the notifications the lead hooks here (issue 24, item 5). */
export interface ReplyNotice {
  /** The asker, told of a reply to their thread. */
  userId: string;
  /** `answer`: the course's staff replied; `reply`: another learner did. */
  kind: 'answer' | 'reply';
  threadId: string;
  replyId: string;
}

/** Who should be told of a reply: the asker, unless they wrote it themselves. */
export function noticeOfReply(
  thread: { id: string; authorId: string },
  reply: { id: string; authorId: string; isStaffAnswer: boolean },
): ReplyNotice | null {
  if (thread.authorId === reply.authorId) return null;
  return {
    userId: thread.authorId,
    kind: reply.isStaffAnswer ? 'answer' : 'reply',
    threadId: thread.id,
    replyId: reply.id,
  };
}

async function readReply(db: Executor, reader: Reader, id: string): Promise<DiscussionReply> {
  const row = await repo.findReply(db, id);
  if (!row) throw notFound(REPLY_MISSING);
  return toReply(row, reader, await accountLabelsByIds(db, [row.authorId]));
}

/**
 * Replies to a thread; a reply by the course's instructor or an admin is an answer. Answers the reply
 * and whom to tell of it (`notice`). Rate limited per account.
 */
export async function replyToDiscussion(
  db: Executor,
  ctx: Pick<AppContext, 'limiter' | 'effects' | 'storage'>,
  userId: string,
  threadId: string,
  input: DiscussionReplyBody,
): Promise<{ reply: DiscussionReply; notice: ReplyNotice | null }> {
  const { thread, reader } = await threadForMember(db, userId, threadId);
  const { body } = cleanBody(input.body);
  await ctx.limiter.consume(rules.discussionReplyAccount, userId);
  const now = nowIso();
  const id = newId();
  const staffRole = staffRoleOf(reader.role);
  const notice = noticeOfReply(thread, { id, authorId: userId, isStaffAnswer: staffRole !== null });
  await inTransaction(db, ctx.effects, async (trx, uow) => {
    await repo.insertReply(trx, {
      id,
      threadId,
      authorId: userId,
      body,
      staffRole,
      createdAt: now,
      updatedAt: now,
      hiddenAt: null,
    });
    await repo.bumpCounts(trx, threadId, { replies: 1, staffReplies: staffRole ? 1 : 0, activityAt: now });
    // The asker hears of it in the app (live, after the commit), unless they wrote it.
    if (notice) {
      const [course, author] = await Promise.all([
        courseLabelsByIds(trx, ctx, [thread.courseId]),
        accountLabelsByIds(trx, [userId]),
      ]);
      const label = course.get(thread.courseId);
      const data = {
        courseTitle: label?.title ?? '',
        threadTitle: thread.title,
        author: author.get(userId)?.name ?? '',
      };
      // `?thread=` opens the question in the player's Discussion tab.
      const link = label
        ? `/learn/${label.slug}/chapters/${thread.chapterId}?thread=${threadId}`
        : '/my-learning';
      await notify(
        uow,
        notice.kind === 'answer'
          ? { userId: notice.userId, kind: 'discussion_answer', data, link }
          : { userId: notice.userId, kind: 'discussion_reply', data, link },
      );
    }
  });
  return { reply: await readReply(db, reader, id), notice };
}

/** A reply the caller may see, with its thread's reader. */
export async function replyForMember(db: Executor, userId: string, id: string) {
  const reply = await repo.findReply(db, id);
  if (!reply) throw notFound(REPLY_MISSING);
  const { reader } = await threadForMember(db, userId, reply.threadId);
  if (reply.hiddenAt !== null && reader.role !== 'admin') throw notFound(REPLY_MISSING);
  return { reply, reader };
}

/** Edits the caller's own reply within the window. */
export async function editDiscussionReply(
  db: Executor,
  userId: string,
  id: string,
  input: DiscussionReplyBody,
): Promise<DiscussionReply> {
  const { reply, reader } = await replyForMember(db, userId, id);
  assertEditable(reader, reply.authorId, reply.createdAt);
  await repo.updateReply(db, id, { body: cleanBody(input.body).body, updatedAt: nowIso() });
  return readReply(db, reader, id);
}

/** Deletes the caller's own reply (and its reports) within the window; the thread's counts follow. */
export async function deleteDiscussionReply(db: Executor, userId: string, id: string): Promise<void> {
  const { reply, reader } = await replyForMember(db, userId, id);
  assertEditable(reader, reply.authorId, reply.createdAt);
  await inTransaction(db, async (trx) => {
    await repo.deleteReportsOfReply(trx, id);
    await repo.deleteReply(trx, id);
    if (reply.hiddenAt === null) {
      await repo.bumpCounts(trx, reply.threadId, { replies: -1, staffReplies: reply.staffRole ? -1 : 0 });
    }
  });
}
