import type {
  AddDiscussionBody,
  DiscussionDetails,
  DiscussionDetailsQuery,
  DiscussionThread,
  EditDiscussionBody,
} from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { htmlToText, sanitizeRichText } from '../../lib/html.js';
import { newId } from '../../lib/ids.js';
import { rules } from '../../lib/rate-limit/rate-limiter.js';
import { accountLabelsByIds } from '../account/account-directory.service.js';
import { listOutline } from '../courses/chapters.service.js';
import { chapterForMember, roleInCourse, staffRoleOf, THREAD_MISSING } from './discussion-access.service.js';
import { isEditable, type Reader, toReply, toThread } from './discussion-mapper.js';
import * as repo from './discussions.repository.js';

/** Sanitised rich text, refused when nothing readable is left (a body of only a script). */
export function cleanBody(html: string, field = 'body'): { body: string; text: string } {
  const body = sanitizeRichText(html);
  const text = htmlToText(body);
  if (!text)
    throw badRequest(`${field}: must have some text`, [{ path: field, message: 'must have some text' }]);
  return { body, text };
}

const searchTextOf = (title: string, text: string) => `${title} ${text}`.toLowerCase();

/** A thread the caller may read (hidden ones are for admins only), with the caller as its reader. */
export async function threadForMember(db: Executor, userId: string, id: string) {
  const thread = await repo.findThread(db, id);
  if (!thread) throw notFound(THREAD_MISSING);
  const role = await roleInCourse(db, userId, thread.courseId);
  if (thread.hiddenAt !== null && role !== 'admin') throw notFound(THREAD_MISSING);
  const reader: Reader = { userId, role, now: Date.now() };
  return { thread, reader };
}

/** The thread as the reader sees it now (after a write). */
export async function readThread(db: Executor, reader: Reader, id: string): Promise<DiscussionThread> {
  const row = await repo.findThread(db, id);
  if (!row) throw notFound(THREAD_MISSING);
  const [labels, voted, chapters] = await Promise.all([
    accountLabelsByIds(db, [row.authorId]),
    repo.votedThreadIds(db, reader.userId, [row.id]),
    listOutline(db, { courseId: row.courseId }),
  ]);
  const chapterTitle =
    chapters.flatMap((m) => m.chapters).find((chapter) => chapter.id === row.chapterId)?.title ?? '';
  return toThread(row, { reader, labels, upvoted: voted.has(row.id), chapterTitle });
}

/** One thread with a page of its replies (hidden replies are for admins only). */
export async function getDiscussion(
  db: Executor,
  userId: string,
  id: string,
  query: DiscussionDetailsQuery,
): Promise<DiscussionDetails> {
  const { reader } = await threadForMember(db, userId, id);
  const page = query.page ?? 1;
  const limit = query.limit ?? 50;
  const replies = await repo.listReplies(db, id, {
    includeHidden: reader.role === 'admin',
    limit,
    offset: (page - 1) * limit,
  });
  const [thread, labels] = await Promise.all([
    readThread(db, reader, id),
    accountLabelsByIds(
      db,
      replies.rows.map((row) => row.authorId),
    ),
  ]);
  const items = replies.rows.map((row) => toReply(row, reader, labels));
  return { thread, replies: { items, page, limit, total: replies.total } };
}

/** Asks a question about a chapter; rate limited per account. */
export async function addDiscussion(
  db: Executor,
  ctx: Pick<AppContext, 'limiter'>,
  userId: string,
  input: AddDiscussionBody,
): Promise<DiscussionThread> {
  const { chapter, role } = await chapterForMember(db, userId, input.chapterId);
  const title = input.title.trim();
  if (!title)
    throw badRequest('title: must have some text', [{ path: 'title', message: 'must have some text' }]);
  const { body, text } = cleanBody(input.body);
  await ctx.limiter.consume(rules.discussionThreadAccount, userId);
  const now = nowIso();
  const id = newId();
  await repo.insertThread(db, {
    id,
    courseId: chapter.courseId,
    chapterId: chapter.id,
    authorId: userId,
    staffRole: staffRoleOf(role),
    title,
    body,
    searchText: searchTextOf(title, text),
    createdAt: now,
    updatedAt: now,
    lastActivityAt: now,
    resolvedAt: null,
    hiddenAt: null,
  });
  return readThread(db, { userId, role, now: Date.now() }, id);
}

/** The caller's own post, still inside the edit window; 403 otherwise. */
export function assertEditable(reader: Reader, authorId: string, createdAt: string | Date): void {
  if (authorId !== reader.userId) throw forbidden('Only its author may change or delete this post');
  if (!isEditable(reader, authorId, new Date(createdAt).toISOString()))
    throw forbidden('Posts can be changed or deleted only in the first 30 minutes');
}

/** Edits the caller's own thread within the window. */
export async function editDiscussion(
  db: Executor,
  userId: string,
  id: string,
  input: EditDiscussionBody,
): Promise<DiscussionThread> {
  const { thread, reader } = await threadForMember(db, userId, id);
  assertEditable(reader, thread.authorId, thread.createdAt);
  const title = input.title.trim();
  if (!title)
    throw badRequest('title: must have some text', [{ path: 'title', message: 'must have some text' }]);
  const { body, text } = cleanBody(input.body);
  await repo.updateThread(db, id, {
    title,
    body,
    searchText: searchTextOf(title, text),
    updatedAt: nowIso(),
  });
  return readThread(db, reader, id);
}

/** Deletes the caller's own thread (with its replies, votes and reports) within the window. */
export async function deleteDiscussion(db: Executor, userId: string, id: string): Promise<void> {
  const { thread, reader } = await threadForMember(db, userId, id);
  assertEditable(reader, thread.authorId, thread.createdAt);
  await inTransaction(db, async (trx) => {
    await repo.deleteReportsOfThread(trx, id);
    await repo.deleteThread(trx, id);
  });
}
