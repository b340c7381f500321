import type { DiscussionPostKind, DiscussionThread } from '@coursewise/contract';
import { type Executor, inTransaction } from '../../db/executor.js';
import { conflict, forbidden } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/constraint-violations.js';
import { newId } from '../../lib/ids.js';
import { mayResolve } from './discussion-mapper.js';
import * as moderation from './discussion-moderation.repository.js';
import { replyForMember } from './discussion-replies.service.js';
import * as repo from './discussions.repository.js';
import { readThread, threadForMember } from './discussions.service.js';

/**
 * Adds (`upvoted: true`) or withdraws the caller's vote; idempotent. The vote's primary key keeps one
 * per person, and the count moves only when a row was added or removed, in the same transaction, so
 * parallel requests count once.
 */
export async function setUpvote(
  db: Executor,
  userId: string,
  threadId: string,
  upvoted: boolean,
): Promise<{ upvoted: boolean; upvoteCount: number }> {
  await threadForMember(db, userId, threadId);
  await inTransaction(db, async (trx) => {
    const changed = upvoted
      ? await repo.insertVote(trx, threadId, userId, nowIso())
      : await repo.deleteVote(trx, threadId, userId);
    if (changed) await repo.bumpCounts(trx, threadId, { upvotes: upvoted ? 1 : -1 });
  });
  const thread = await repo.findThread(db, threadId);
  return { upvoted, upvoteCount: Number(thread?.upvoteCount ?? 0) };
}

/** Marks the thread resolved or not: the asker, the course's instructors and admins; idempotent. */
export async function setResolved(
  db: Executor,
  userId: string,
  threadId: string,
  resolved: boolean,
): Promise<DiscussionThread> {
  const { thread, reader } = await threadForMember(db, userId, threadId);
  if (!mayResolve(reader, thread.authorId))
    throw forbidden('Only the asker, the course’s instructors and admins may mark this resolved');
  if ((thread.resolvedAt !== null) !== resolved) {
    await repo.updateThread(db, threadId, { resolvedAt: resolved ? nowIso() : null });
  }
  return readThread(db, reader, threadId);
}

/** Reports a thread or a reply to the admins, once per person and post (409 on a second). */
export async function reportPost(
  db: Executor,
  userId: string,
  kind: DiscussionPostKind,
  postId: string,
  reason: string,
): Promise<void> {
  if (kind === 'thread') await threadForMember(db, userId, postId);
  else await replyForMember(db, userId, postId);
  try {
    await inTransaction(db, (trx) =>
      moderation.insertReport(trx, {
        id: newId(),
        postKind: kind,
        postId,
        reporterId: userId,
        reason: reason.trim() || reason,
        createdAt: nowIso(),
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('You already reported this post');
    throw error;
  }
}
