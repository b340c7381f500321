import type { DiscussionThread, Paged } from '@coursewise/contract';
import type { Serialize } from '../../lib/serialised-answer.js';
import { isEditable, mayResolve, type Reader } from './discussion-mapper.js';

/**
 * A kept page of threads cut where a reader's own values go (their upvote; whether they may edit or
 * resolve), so a member's answer is the kept bytes with those put in rather than twelve threads
 * copied and serialised again: the catalogue's `viewer-template.ts` does the same for a learner's
 * flags. The page is serialised once with the shared values (all false); those exact runs can only be
 * keys (inside a JSON string every quote is escaped), and the route's serialiser writes them, so the
 * filled answer is byte for byte what it would send.
 */

const NO_UPVOTE = '"upvoted":false';
const NO_RIGHTS = '"canEdit":false,"canResolve":false';

export interface ThreadListTemplate {
  /** What a reader's values of each thread are worked out from. */
  threads: { id: string; authorId: string; createdAt: string }[];
  /** `parts[2i]` comes before thread i's upvote, `parts[2i + 1]` before its rights; one part ends it. */
  parts: Buffer[];
}

const upvoteBytes = [false, true].map((upvoted) => Buffer.from(`"upvoted":${upvoted}`));
const rightsBytes = [false, true].flatMap((canEdit) =>
  [false, true].map((canResolve) => Buffer.from(`"canEdit":${canEdit},"canResolve":${canResolve}`)),
);

/** The template of a shared page (every thread as `toSharedThread` made it), or null if it cannot be cut. */
export function threadListTemplate(
  page: Paged<DiscussionThread>,
  serialize: Serialize<Paged<DiscussionThread>>,
): ThreadListTemplate | null {
  const json = serialize(page);
  const count = page.items.length;
  if (json.split(NO_UPVOTE).length !== count + 1 || json.split(NO_RIGHTS).length !== count + 1) return null;
  const parts: Buffer[] = [];
  let from = 0;
  for (let i = 0; i < count; i += 1) {
    const upvote = json.indexOf(NO_UPVOTE, from);
    const rights = json.indexOf(NO_RIGHTS, upvote + NO_UPVOTE.length);
    // Each thread's upvote comes before its rights, and before the next thread's upvote.
    const next = json.indexOf(NO_UPVOTE, upvote + NO_UPVOTE.length);
    if (upvote === -1 || rights === -1 || (next !== -1 && next < rights)) return null;
    parts.push(
      Buffer.from(json.slice(from, upvote)),
      Buffer.from(json.slice(upvote + NO_UPVOTE.length, rights)),
    );
    from = rights + NO_RIGHTS.length;
  }
  parts.push(Buffer.from(json.slice(from)));
  const threads = page.items.map((thread) => ({
    id: thread.id,
    authorId: thread.author.id,
    createdAt: thread.createdAt,
  }));
  return { threads, parts };
}

/** The page as `reader` sees it: the kept bytes with their values put in. */
export function fillThreadList(
  template: ThreadListTemplate,
  reader: Reader,
  upvoted: (threadId: string) => boolean,
): Buffer {
  const chunks: Buffer[] = [];
  template.threads.forEach((thread, i) => {
    const canEdit = isEditable(reader, thread.authorId, thread.createdAt);
    const canResolve = mayResolve(reader, thread.authorId);
    chunks.push(
      template.parts[2 * i] as Buffer,
      upvoteBytes[Number(upvoted(thread.id))] as Buffer,
      template.parts[2 * i + 1] as Buffer,
      rightsBytes[Number(canEdit) * 2 + Number(canResolve)] as Buffer,
    );
  });
  chunks.push(template.parts[template.parts.length - 1] as Buffer);
  return Buffer.concat(chunks);
}
