import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';

/**
 * The benchmark seed's discussions (issue 24): one busy chapter with 1,000 questions, asked by the
 * course's learners over half a year, with replies, an admin's answer on some, and upvotes. The chapter
 * is the first of the sample learner's first course, so `npm run bench` reads its list as that learner.
 */

export const DISCUSSED_THREADS = 1_000;
const DAY = 86_400_000;

interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

const QUESTION_OPENERS = [
  'Why does',
  'How do I make',
  'What is the difference when',
  'Is it normal that',
  'Can someone explain why',
  'Stuck on the exercise:',
];
const QUESTION_SUBJECTS = [
  'the example at 3:20 behave differently on my machine',
  'the second step fail with an error',
  'the result change after a restart',
  'the summary skip the edge case',
  'this approach scale to a real project',
  'the quiz answer differ from the lesson',
];
const REPLIES = [
  'I had the same problem; restarting from the previous chapter fixed it.',
  'Check the version you installed, the lesson uses the latest one.',
  'Thanks, this helped me too.',
  'Same here, following.',
];
const ANSWER =
  'Good question. The lesson assumes the defaults; change the setting first and it works as shown.';

export interface PlannedDiscussions {
  chapterId: string | null;
  threads: Insertable<Database['discussionThreads']>[];
  replies: Insertable<Database['discussionReplies']>[];
  votes: Insertable<Database['discussionVotes']>[];
}

/**
 * Plans the threads of one chapter of the sample learner's first course; its askers, repliers and
 * voters are that course's buyers, and about one question in three has the admin's answer.
 */
export function planDiscussions(input: {
  sampleLearnerId: string | null;
  adminId: string;
  purchases: readonly { userId: string; courseId: string }[];
  chaptersByCourse: ReadonlyMap<string, readonly { id: string }[]>;
  rand: Random;
  now: number;
}): PlannedDiscussions {
  const { rand, now } = input;
  const courseId = input.purchases.find((p) => p.userId === input.sampleLearnerId)?.courseId;
  const chapterId = courseId ? input.chaptersByCourse.get(courseId)?.[0]?.id : undefined;
  if (!courseId || !chapterId) return { chapterId: null, threads: [], replies: [], votes: [] };
  const members = input.purchases.filter((p) => p.courseId === courseId).map((p) => p.userId);
  const threads: PlannedDiscussions['threads'] = [];
  const replies: PlannedDiscussions['replies'] = [];
  const votes: PlannedDiscussions['votes'] = [];
  for (let n = 0; n < DISCUSSED_THREADS; n++) {
    const id = newId();
    const askedMs = now - rand.int(1, 180) * DAY - rand.int(0, DAY - 1);
    const asked = new Date(askedMs).toISOString();
    const title = `${rand.pick(QUESTION_OPENERS)} ${rand.pick(QUESTION_SUBJECTS)}?`;
    const text = `I followed the chapter step by step (question ${n + 1}). ${rand.pick(QUESTION_SUBJECTS)}.`;
    let last = askedMs;
    let replyCount = 0;
    let staffReplyCount = 0;
    for (let r = rand.int(0, 3); r > 0; r--) {
      last = last + rand.int(1, 72) * 3_600_000;
      if (last > now) break;
      const at = new Date(last).toISOString();
      replies.push({
        id: newId(),
        threadId: id,
        authorId: rand.pick(members),
        body: `<p>${rand.pick(REPLIES)}</p>`,
        staffRole: null,
        createdAt: at,
        updatedAt: at,
        hiddenAt: null,
      });
      replyCount += 1;
    }
    if (rand.next() < 0.35 && last + 3_600_000 < now) {
      last += 3_600_000;
      const at = new Date(last).toISOString();
      replies.push({
        id: newId(),
        threadId: id,
        authorId: input.adminId,
        body: `<p>${ANSWER}</p>`,
        staffRole: 'admin',
        createdAt: at,
        updatedAt: at,
        hiddenAt: null,
      });
      replyCount += 1;
      staffReplyCount += 1;
    }
    const voters = new Set<string>();
    for (let v = rand.int(0, 4); v > 0; v--) voters.add(rand.pick(members));
    for (const userId of voters)
      votes.push({ threadId: id, userId, createdAt: new Date(last).toISOString() });
    threads.push({
      id,
      courseId,
      chapterId,
      authorId: rand.pick(members),
      staffRole: null,
      title,
      body: `<p>${text}</p>`,
      searchText: `${title} ${text}`.toLowerCase(),
      replyCount,
      staffReplyCount,
      upvoteCount: voters.size,
      createdAt: asked,
      updatedAt: asked,
      lastActivityAt: new Date(last).toISOString(),
      resolvedAt: staffReplyCount > 0 && rand.next() < 0.5 ? new Date(last).toISOString() : null,
      hiddenAt: null,
    });
  }
  return { chapterId, threads, replies, votes };
}
