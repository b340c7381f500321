import {
  type DiscussionAuthor,
  type DiscussionReply,
  type DiscussionThread,
  discussionLimits,
} from '@coursewise/contract';
import type { AccountLabel } from '../account/account-directory.service.js';
import type { DiscussionRole } from './discussion-access.service.js';
import type { ReplyRow, ThreadRow } from './discussions.repository.js';

/** Turns stored posts into the contract's shapes for one reader. */

export interface Reader {
  userId: string;
  role: DiscussionRole;
  now: number;
}

const windowMs = discussionLimits.editWindowMinutes * 60_000;
/** PostgreSQL answers timestamptz as Date objects or its own text; the contract speaks ISO-8601. */
export const iso = (value: string | Date): string => new Date(value).toISOString();

/** "Ada L.": a first name and an initial, as reviews name their authors. */
export function displayName(label: AccountLabel | undefined): string {
  if (!label || label.isDeleted) return 'Former learner';
  const words = (label.name ?? '').split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return 'Learner';
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0)}.` : first;
}

function authorOf(id: string, staffRole: DiscussionAuthor['staffRole'], labels: Map<string, AccountLabel>) {
  return { id, name: displayName(labels.get(id)), staffRole };
}

/** Whether the reader may still edit or delete a post they wrote at `createdAt`. */
export function isEditable(reader: Reader, authorId: string, createdAt: string): boolean {
  return authorId === reader.userId && reader.now - new Date(createdAt).getTime() < windowMs;
}

/** Whether the reader may mark the thread resolved or not. */
export const mayResolve = (reader: Reader, authorId: string): boolean =>
  reader.role !== 'learner' || authorId === reader.userId;

export function toThread(
  row: ThreadRow,
  context: { reader: Reader; labels: Map<string, AccountLabel>; upvoted: boolean; chapterTitle: string },
): DiscussionThread {
  const { reader } = context;
  return {
    id: row.id,
    courseId: row.courseId,
    chapterId: row.chapterId,
    chapterTitle: context.chapterTitle,
    title: row.title,
    body: row.body,
    author: authorOf(row.authorId, row.staffRole, context.labels),
    replyCount: Number(row.replyCount),
    upvoteCount: Number(row.upvoteCount),
    upvoted: context.upvoted,
    resolved: row.resolvedAt !== null,
    hasStaffAnswer: Number(row.staffReplyCount) > 0,
    hidden: row.hiddenAt !== null,
    canEdit: isEditable(reader, row.authorId, iso(row.createdAt)),
    canResolve: mayResolve(reader, row.authorId),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    lastActivityAt: iso(row.lastActivityAt),
  };
}

/**
 * A thread as every member sees it, with none of a reader's own values (cached and shared); a
 * reader's copy is `forReader`'s.
 */
export function toSharedThread(
  row: ThreadRow,
  labels: Map<string, AccountLabel>,
  chapterTitle: string,
): DiscussionThread {
  return toThread(row, { reader: NO_READER, labels, upvoted: false, chapterTitle });
}

const NO_READER: Reader = { userId: '', role: 'learner', now: 0 };

/** A shared thread with the reader's own values put in: their upvote, what they may do with it. */
export function forReader(thread: DiscussionThread, reader: Reader, upvoted: boolean): DiscussionThread {
  return {
    ...thread,
    upvoted,
    canEdit: isEditable(reader, thread.author.id, thread.createdAt),
    canResolve: mayResolve(reader, thread.author.id),
  };
}

export function toReply(row: ReplyRow, reader: Reader, labels: Map<string, AccountLabel>): DiscussionReply {
  return {
    id: row.id,
    threadId: row.threadId,
    body: row.body,
    author: authorOf(row.authorId, row.staffRole, labels),
    isStaffAnswer: row.staffRole !== null,
    hidden: row.hiddenAt !== null,
    canEdit: isEditable(reader, row.authorId, iso(row.createdAt)),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
