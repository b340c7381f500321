import type { AdminDiscussionReport, DiscussionDetails, DiscussionReply, Paged } from '@coursewise/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, createDiscussionCourse, discuss } from '../../../test/discussion-factories.js';
import { createLearner } from '../../../test/factories.js';
import { describeEachDatabase, errorOf, useTestApp } from '../../../test/helper.js';
import { buy } from '../../../test/learning-factories.js';
import { noticeOfReply } from './discussion-replies.service.js';

describeEachDatabase('discussions: replies, votes, resolving, reports', (dialect) => {
  const t = useTestApp(dialect);
  let c: Awaited<ReturnType<typeof createDiscussionCourse>>;
  beforeAll(async () => {
    c = await createDiscussionCourse(t.app);
  });
  const details = async (id: string, user = c.asker) =>
    (await discuss(t.app, user, 'GET', `discussion/${id}`)).json().data as DiscussionDetails;

  it('marks an instructor’s and an admin’s reply as an answer, not a learner’s', async () => {
    const id = await ask(t.app, c.asker, c.chapterId);
    const byLearner = await discuss(t.app, c.other, 'POST', `discussion/${id}/reply`, {
      body: '<p>Me too</p>',
    });
    expect(byLearner.statusCode, byLearner.body).toBe(201);
    expect((await details(id)).thread.hasStaffAnswer).toBe(false);
    const byInstructor = await discuss(t.app, c.instructor, 'POST', `discussion/${id}/reply`, {
      body: '<p>Because <a href="javascript:evil()" onmouseover="x()">types</a></p><script>1</script>',
    });
    expect(byInstructor.statusCode, byInstructor.body).toBe(201);
    const answer = byInstructor.json().data as DiscussionReply;
    expect(answer).toMatchObject({
      isStaffAnswer: true,
      body: '<p>Because <a rel="noopener noreferrer">types</a></p>',
    });
    expect(answer.author.staffRole).toBe('instructor');
    const byAdmin = (
      await discuss(t.app, c.admin, 'POST', `discussion/${id}/reply`, { body: '<p>Staff</p>' })
    ).json().data as DiscussionReply;
    expect(byAdmin.author.staffRole).toBe('admin');
    const seen = await details(id);
    expect(seen.thread).toMatchObject({ replyCount: 3, hasStaffAnswer: true });
    expect(seen.replies.items.map((r) => r.isStaffAnswer)).toEqual([false, true, true]);
  });

  it('refuses a bad reply body and an unknown thread', async () => {
    const id = await ask(t.app, c.asker, c.chapterId);
    for (const body of [
      {},
      { body: '' },
      { body: 7 },
      { body: 'x'.repeat(20_001) },
      { body: '<script>x</script>' },
    ]) {
      expect((await discuss(t.app, c.other, 'POST', `discussion/${id}/reply`, body)).statusCode).toBe(400);
    }
    expect(
      (await discuss(t.app, c.other, 'POST', 'discussion/nope/reply', { body: '<p>x</p>' })).statusCode,
    ).toBe(404);
  });

  it('tells the asker of a reply by someone else: an answer from staff, a reply from a learner', () => {
    const thread = { id: 't', authorId: 'asker' };
    expect(noticeOfReply(thread, { id: 'r', authorId: 'asker', isStaffAnswer: false })).toBeNull();
    expect(noticeOfReply(thread, { id: 'r', authorId: 'x', isStaffAnswer: false })?.kind).toBe('reply');
    expect(noticeOfReply(thread, { id: 'r', authorId: 'x', isStaffAnswer: true })).toEqual({
      userId: 'asker',
      kind: 'answer',
      threadId: 't',
      replyId: 'r',
    });
  });

  it('counts one vote per learner even when sent many times at once, and withdraws it once', async () => {
    const id = await ask(t.app, c.asker, c.chapterId);
    const votes = await Promise.all(
      Array.from({ length: 8 }, () => discuss(t.app, c.other, 'POST', `discussion/${id}/upvote`, {})),
    );
    expect(votes.map((v) => v.statusCode)).toEqual(Array(8).fill(200));
    const voters = await Promise.all(
      [c.asker, c.instructor, c.admin].map((u) => discuss(t.app, u, 'POST', `discussion/${id}/upvote`, {})),
    );
    expect(voters.map((v) => v.json().data.upvoted)).toEqual([true, true, true]);
    expect((await details(id, c.other)).thread).toMatchObject({ upvoteCount: 4, upvoted: true });
    const stored = await t.app.ctx.db
      .selectFrom('discussionVotes')
      .select('userId')
      .where('threadId', '=', id)
      .execute();
    expect(stored).toHaveLength(4);
    const withdrawn = await Promise.all(
      Array.from({ length: 5 }, () => discuss(t.app, c.other, 'DELETE', `discussion/${id}/upvote`, {})),
    );
    expect(withdrawn.map((w) => w.json().data)).toContainEqual({ upvoted: false, upvoteCount: 3 });
    expect((await details(id, c.other)).thread).toMatchObject({ upvoteCount: 3, upvoted: false });
  });

  it('lets the asker, the course’s instructor and an admin resolve and reopen; another learner 403', async () => {
    const id = await ask(t.app, c.asker, c.chapterId);
    const refused = await discuss(t.app, c.other, 'POST', `discussion/${id}/resolve`, {});
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(
      'Only the asker, the course’s instructors and admins may mark this resolved',
    );
    for (const user of [c.asker, c.instructor, c.admin]) {
      const resolved = await discuss(t.app, user, 'POST', `discussion/${id}/resolve`, {});
      expect(resolved.statusCode, resolved.body).toBe(200);
      expect(resolved.json().data.resolved).toBe(true);
      const reopened = await discuss(t.app, user, 'DELETE', `discussion/${id}/resolve`, {});
      expect(reopened.json().data.resolved).toBe(false);
    }
    expect((await discuss(t.app, c.other, 'DELETE', `discussion/${id}/resolve`, {})).statusCode).toBe(403);
    // Another course's instructor is an outsider here.
    const stranger = await createLearner(t.app, { role: 'instructor' });
    expect((await discuss(t.app, stranger, 'POST', `discussion/${id}/resolve`, {})).statusCode).toBe(403);
  });

  it('lets a learner whose purchase is revoked no longer read', async () => {
    const leaver = await createLearner(t.app);
    await buy(t.app, leaver.id, c.courseId);
    const id = await ask(t.app, leaver, c.chapterId);
    await t.app.ctx.db
      .updateTable('purchases')
      .set({ revokedAt: new Date().toISOString() })
      .where('userId', '=', leaver.id)
      .execute();
    expect((await discuss(t.app, leaver, 'GET', `discussion/${id}`)).statusCode).toBe(403);
  });

  it('edits and deletes one’s own reply within the window; the thread’s count follows', async () => {
    const id = await ask(t.app, c.asker, c.chapterId);
    const reply = (
      await discuss(t.app, c.other, 'POST', `discussion/${id}/reply`, { body: '<p>v1</p>' })
    ).json().data as DiscussionReply;
    expect(
      (await discuss(t.app, c.asker, 'PUT', `discussion/reply/${reply.id}`, { body: '<p>no</p>' }))
        .statusCode,
    ).toBe(403);
    const edited = await discuss(t.app, c.other, 'PUT', `discussion/reply/${reply.id}`, {
      body: '<p>v2<script>x</script></p>',
    });
    expect(edited.json().data.body).toBe('<p>v2</p>');
    expect((await discuss(t.app, c.other, 'DELETE', `discussion/reply/${reply.id}`)).statusCode).toBe(200);
    expect((await details(id)).thread.replyCount).toBe(0);
    expect((await discuss(t.app, c.other, 'DELETE', `discussion/reply/${reply.id}`)).statusCode).toBe(404);
  });

  describe('reports and the admin console', () => {
    it('takes one report per person and post, lists them for admins, and hides and shows posts (audited)', async () => {
      const id = await ask(t.app, c.asker, c.chapterId, 'Buy cheap watches');
      const reply = (
        await discuss(t.app, c.asker, 'POST', `discussion/${id}/reply`, { body: '<p>spam link</p>' })
      ).json().data as DiscussionReply;
      expect(
        (await discuss(t.app, c.other, 'POST', `discussion/${id}/report`, { reason: 'Spam' })).statusCode,
      ).toBe(201);
      const again = await discuss(t.app, c.other, 'POST', `discussion/${id}/report`, { reason: 'Spam!' });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe('You already reported this post');
      expect(
        (await discuss(t.app, c.instructor, 'POST', `discussion/${id}/report`, { reason: 'Ads' })).statusCode,
      ).toBe(201);
      expect(
        (await discuss(t.app, c.other, 'POST', `discussion/reply/${reply.id}/report`, { reason: 'Link' }))
          .statusCode,
      ).toBe(201);
      expect(
        (await discuss(t.app, c.other, 'POST', `discussion/${id}/report`, { reason: '' })).statusCode,
      ).toBe(400);
      expect(
        (await discuss(t.app, c.other, 'POST', 'discussion/reply/nope/report', { reason: 'x' })).statusCode,
      ).toBe(404);

      expect((await discuss(t.app, c.other, 'GET', 'admin/discussions/reports')).statusCode).toBe(403);
      const listed = (await discuss(t.app, c.admin, 'GET', 'admin/discussions/reports')).json()
        .data as Paged<AdminDiscussionReport>;
      expect(listed.items.map((i) => [i.kind, i.id, i.reportCount])).toEqual([
        ['reply', reply.id, 1],
        ['thread', id, 2],
      ]);
      // Both name the thread's chapter, so the console says where the post is.
      expect(listed.items.map((i) => i.chapter.id)).toEqual([c.chapterId, c.chapterId]);
      const { chapterTitle } = (await details(id)).thread;
      expect(chapterTitle).not.toBe('');
      expect(listed.items.map((i) => i.chapter.title)).toEqual([chapterTitle, chapterTitle]);
      expect(listed.items[1]).toMatchObject({
        title: 'Buy cheap watches',
        reasons: ['Ads', 'Spam'],
        hidden: false,
      });

      const hide = await discuss(t.app, c.admin, 'PUT', `admin/discussions/threads/${id}`, { hidden: true });
      expect(hide.statusCode, hide.body).toBe(200);
      expect(
        (await discuss(t.app, c.admin, 'PUT', `admin/discussions/threads/${id}`, { hidden: true }))
          .statusCode,
      ).toBe(200);
      expect(
        (await discuss(t.app, c.admin, 'PUT', 'admin/discussions/threads/nope', { hidden: true })).statusCode,
      ).toBe(404);
      expect(
        (await discuss(t.app, c.admin, 'PUT', `admin/discussions/threads/${id}`, { hidden: 'yes' }))
          .statusCode,
      ).toBe(400);
      expect((await discuss(t.app, c.asker, 'GET', `discussion/${id}`)).statusCode).toBe(404);
      const learnerList = (
        await discuss(t.app, c.asker, 'GET', `discussion/list?chapterId=${c.chapterId}`)
      ).json().data;
      expect(learnerList.items.map((i: { id: string }) => i.id)).not.toContain(id);
      expect((await discuss(t.app, c.admin, 'GET', `discussion/${id}`)).json().data.thread.hidden).toBe(true);
      const hiddenOnly = (
        await discuss(t.app, c.admin, 'GET', 'admin/discussions/reports?hidden=true')
      ).json().data;
      expect(hiddenOnly.items.map((i: { id: string }) => i.id)).toEqual([id]);

      await discuss(t.app, c.admin, 'PUT', `admin/discussions/threads/${id}`, { hidden: false });
      const hideReply = await discuss(t.app, c.admin, 'PUT', `admin/discussions/replies/${reply.id}`, {
        hidden: true,
      });
      expect(hideReply.json().data).toEqual({ kind: 'reply', id: reply.id, hidden: true });
      const seen = await details(id, c.other);
      expect(seen.replies.items).toEqual([]);
      expect(seen.thread.replyCount).toBe(0);
      await discuss(t.app, c.admin, 'PUT', `admin/discussions/replies/${reply.id}`, { hidden: false });
      expect((await details(id, c.other)).thread.replyCount).toBe(1);

      const audit = await t.app.ctx.db
        .selectFrom('auditLog')
        .select(['action', 'entity'])
        .where('entityId', 'in', [id, reply.id])
        .orderBy('createdAt')
        .execute();
      expect(audit).toEqual([
        { action: 'hide', entity: 'discussion-thread' },
        { action: 'show', entity: 'discussion-thread' },
        { action: 'hide', entity: 'discussion-reply' },
        { action: 'show', entity: 'discussion-reply' },
      ]);
    });
  });
});
