import type { DiscussionDetails, DiscussionThread, Paged } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { ask, createDiscussionCourse, discuss } from '../../../test/discussion-factories.js';
import { describeEachDatabase, errorOf, fieldRefusal, refusalOf, useTestApp } from '../../../test/helper.js';

describeEachDatabase('discussions: asking, reading, editing', (dialect) => {
  const t = useTestApp(dialect);
  let c: Awaited<ReturnType<typeof createDiscussionCourse>>;
  beforeAll(async () => {
    c = await createDiscussionCourse(t.app);
  });

  const list = async (user = c.asker, query = `chapterId=${c.chapterId}`) => {
    const response = await discuss(t.app, user, 'GET', `discussion/list?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Paged<DiscussionThread>;
  };

  it('posts a question with its body sanitised, and lists it for the chapter and the course', async () => {
    const response = await discuss(t.app, c.asker, 'POST', 'discussion/add', {
      chapterId: c.chapterId,
      title: '  Why generics?  ',
      body: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a> <img src=x onerror="y()"><strong>there</strong></p>',
    });
    expect(response.statusCode, response.body).toBe(201);
    const thread = response.json().data as DiscussionThread;
    expect(thread.title).toBe('Why generics?');
    expect(thread.body).toBe('<p>Hi <a rel="noopener noreferrer">x</a> <strong>there</strong></p>');
    expect(thread).toMatchObject({
      replyCount: 0,
      upvoteCount: 0,
      upvoted: false,
      resolved: false,
      canEdit: true,
    });
    expect(thread.author).toEqual({ id: c.asker.id, name: 'Test L.', staffRole: null });
    expect((await list()).items.map((i) => i.id)).toContain(thread.id);
    expect(
      (await list(c.other, `courseId=${c.courseId}`)).items.find((i) => i.id === thread.id),
    ).toMatchObject({
      chapterTitle: 'Reading',
      canEdit: false,
      canResolve: false,
    });
  });

  it('refuses a body with no text once sanitised, and bad or missing fields', async () => {
    const post = (payload: object) => discuss(t.app, c.asker, 'POST', 'discussion/add', payload);
    const script = await post({ chapterId: c.chapterId, title: 'x', body: '<script>alert(1)</script>' });
    expect(script.statusCode).toBe(400);
    expect(refusalOf(script)).toEqual(fieldRefusal('body', 'must have some text'));
    expect((await post({ chapterId: c.chapterId, body: '<p>x</p>' })).statusCode).toBe(400);
    expect((await post({ chapterId: c.chapterId, title: 5, body: '<p>x</p>' })).statusCode).toBe(400);
    expect(
      (await post({ chapterId: c.chapterId, title: 'x'.repeat(201), body: '<p>x</p>' })).statusCode,
    ).toBe(400);
    expect((await post({ chapterId: c.chapterId, title: 'x', body: 'y'.repeat(20_001) })).statusCode).toBe(
      400,
    );
    expect((await post({ chapterId: c.chapterId, title: 'x', body: '<p>x</p>', extra: 1 })).statusCode).toBe(
      400,
    );
    const unknown = await post({ chapterId: 'no-such-chapter', title: 'x', body: '<p>x</p>' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('This chapter does not exist');
  });

  it('refuses everyone but owners, instructors and admins with 403, and callers without a token with 401', async () => {
    const id = await ask(t.app, c.asker, c.chapterId);
    const calls: [string, string, object?][] = [
      ['GET', `discussion/list?chapterId=${c.chapterId}`],
      ['GET', `discussion/list?courseId=${c.courseId}`],
      ['GET', `discussion/${id}`],
      ['POST', 'discussion/add', { chapterId: c.chapterId, title: 'x', body: '<p>x</p>' }],
      ['POST', `discussion/${id}/reply`, { body: '<p>x</p>' }],
      ['POST', `discussion/${id}/upvote`, {}],
      ['DELETE', `discussion/${id}/upvote`, {}],
      ['POST', `discussion/${id}/resolve`, {}],
      ['POST', `discussion/${id}/report`, { reason: 'spam' }],
      ['PUT', `discussion/${id}`, { title: 'x', body: '<p>x</p>' }],
      ['DELETE', `discussion/${id}`],
    ];
    for (const [method, path, body] of calls) {
      const refused = await discuss(t.app, c.outsider, method as 'GET', path, body);
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(errorOf(refused).message).toMatch(/Only learners who own this course/);
      expect((await discuss(t.app, undefined, method as 'GET', path, body)).statusCode).toBe(401);
    }
    expect((await discuss(t.app, c.instructor, 'GET', `discussion/${id}`)).statusCode).toBe(200);
    expect((await discuss(t.app, c.admin, 'GET', `discussion/${id}`)).statusCode).toBe(200);
    expect((await discuss(t.app, c.outsider, 'GET', 'discussion/no-such-thread')).statusCode).toBe(404);
  });

  it('answers callers arriving together each by their own standing (their checks share one statement)', async () => {
    const id = await ask(t.app, c.asker, c.chapterId);
    const hidden = await discuss(t.app, c.admin, 'PUT', `admin/discussions/threads/${id}`, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const callers = [
      { who: c.asker, chapter: c.chapterId, status: 200 },
      { who: c.outsider, chapter: c.chapterId, status: 403 },
      { who: c.instructor, chapter: c.chapterId, status: 200 },
      { who: c.admin, chapter: c.chapterId, status: 200 },
      { who: c.other, chapter: 'no-such-chapter', status: 404 },
      { who: c.other, chapter: c.chapterId, status: 200 },
      { who: c.outsider, chapter: 'no-such-chapter', status: 404 },
    ];
    // Twice over, in one turn, so that equal keys share a load too.
    const answers = await Promise.all(
      [...callers, ...callers].map(({ who, chapter }) =>
        discuss(t.app, who, 'GET', `discussion/list?chapterId=${chapter}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([...callers, ...callers].map((x) => x.status));
    // Only the admins' lists have the hidden question.
    const items = (i: number): DiscussionThread[] =>
      (answers[i]?.json().data as Paged<DiscussionThread> | undefined)?.items ?? [];
    for (const i of [3, 10]) expect(items(i).some((thread) => thread.id === id && thread.hidden)).toBe(true);
    for (const i of [0, 2, 5, 7, 9, 12]) expect(items(i).some((thread) => thread.id === id)).toBe(false);
  });

  it('asks for exactly one of chapterId and courseId', async () => {
    for (const query of ['', `chapterId=${c.chapterId}&courseId=${c.courseId}`]) {
      const response = await discuss(t.app, c.asker, 'GET', `discussion/list?${query}`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('chapterId: must name either chapterId or courseId');
    }
    expect((await discuss(t.app, c.asker, 'GET', 'discussion/list?courseId=nope')).statusCode).toBe(404);
    expect(
      (await discuss(t.app, c.asker, 'GET', `discussion/list?chapterId=${c.chapterId}&filter=odd`))
        .statusCode,
    ).toBe(400);
    expect(
      (await discuss(t.app, c.asker, 'GET', `discussion/list?chapterId=${c.chapterId}&limit=101`)).statusCode,
    ).toBe(400);
  });

  it('searches every word, and filters mine and unanswered', async () => {
    const mine = await ask(t.app, c.other, c.chapterId, 'Zebra striped union types');
    const answered = await ask(t.app, c.asker, c.chapterId, 'Zebra crossing in 100% of cases');
    await discuss(t.app, c.instructor, 'POST', `discussion/${answered}/reply`, { body: '<p>Yes.</p>' });
    const ids = async (query: string, user = c.other) =>
      (await list(user, `courseId=${c.courseId}&${query}`)).items.map((i) => i.id);
    expect(await ids('search=zebra')).toEqual([answered, mine]);
    expect(await ids('search=ZEBRA%20union')).toEqual([mine]);
    expect(await ids('search=100%25')).toEqual([answered]);
    expect(await ids('search=_')).toEqual([]);
    expect(await ids('search=zebra&filter=mine')).toEqual([mine]);
    expect(await ids('search=zebra&filter=unanswered')).toEqual([mine]);
  });

  it('lets the author edit and delete within 30 minutes only, and nobody else', async () => {
    const id = await ask(t.app, c.asker, c.chapterId, 'Typo in title');
    const edited = await discuss(t.app, c.asker, 'PUT', `discussion/${id}`, {
      title: 'Fixed',
      body: '<p>Now <em>clear</em></p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Fixed', body: '<p>Now <em>clear</em></p>' });
    const byOther = await discuss(t.app, c.other, 'PUT', `discussion/${id}`, {
      title: 'Mine',
      body: '<p>x</p>',
    });
    expect(byOther.statusCode).toBe(403);
    expect((await discuss(t.app, c.instructor, 'DELETE', `discussion/${id}`)).statusCode).toBe(403);
    const old = new Date(Date.now() - 31 * 60_000).toISOString();
    await t.app.ctx.db
      .updateTable('discussionThreads')
      .set({ createdAt: old })
      .where('id', '=', id)
      .execute();
    const late = await discuss(t.app, c.asker, 'PUT', `discussion/${id}`, {
      title: 'Again',
      body: '<p>x</p>',
    });
    expect(late.statusCode).toBe(403);
    expect(errorOf(late).message).toBe('Posts can be changed or deleted only in the first 30 minutes');
    expect((await discuss(t.app, c.asker, 'DELETE', `discussion/${id}`)).statusCode).toBe(403);

    const fresh = await ask(t.app, c.asker, c.chapterId, 'Delete me');
    await discuss(t.app, c.other, 'POST', `discussion/${fresh}/reply`, { body: '<p>a reply</p>' });
    await discuss(t.app, c.other, 'POST', `discussion/${fresh}/report`, { reason: 'off topic' });
    const deleted = await discuss(t.app, c.asker, 'DELETE', `discussion/${fresh}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await discuss(t.app, c.asker, 'GET', `discussion/${fresh}`)).statusCode).toBe(404);
    const left = await t.app.ctx.db
      .selectFrom('discussionReports')
      .select('id')
      .where('postId', '=', fresh)
      .execute();
    expect(left).toEqual([]);
  });

  it('pages a thread’s replies, oldest first', async () => {
    const id = await ask(t.app, c.asker, c.chapterId, 'Many replies');
    for (const n of [1, 2, 3])
      await discuss(t.app, c.other, 'POST', `discussion/${id}/reply`, { body: `<p>r${n}</p>` });
    const second = await discuss(t.app, c.asker, 'GET', `discussion/${id}?page=2&limit=2`);
    const details = second.json().data as DiscussionDetails;
    expect(details.replies).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(details.replies.items.map((r) => r.body)).toEqual(['<p>r3</p>']);
    expect(details.thread.replyCount).toBe(3);
  });

  it('limits how many questions one account asks (429)', async () => {
    const learner = c.other;
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const response = await discuss(t.app, learner, 'POST', 'discussion/add', {
        chapterId: c.chapterId,
        title: `q${n}`,
        body: '<p>x</p>',
      });
      statuses.push(response.statusCode);
    }
    // Earlier tests of this suite asked one question as this learner.
    expect(statuses.filter((s) => s === 201).length).toBe(9);
    expect(statuses.at(-1)).toBe(429);
  });
});
