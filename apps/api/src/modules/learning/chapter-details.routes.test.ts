import type { ChapterContent } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, refusalOf, useTestApp } from '../../../test/helper.js';
import { buy, CAPTIONS, createStudyCourse, postProgress } from '../../../test/learning-factories.js';

describeEachDatabase('chapter/details', (dialect) => {
  const t = useTestApp(dialect);
  let course: Awaited<ReturnType<typeof createStudyCourse>>;
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    course = await createStudyCourse(t.app);
    [owner, stranger] = await Promise.all([createLearner(t.app), createLearner(t.app)]);
    await buy(t.app, owner.id, course.id);
  });

  const chapter = (id: string, token?: string) =>
    call(t.app, { method: 'GET', url: `/api/chapter/details/${id}`, token });
  const contentOf = async (id: string, token?: string): Promise<ChapterContent> => {
    const response = await chapter(id, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const signedLink =
    /^\/api\/media\/videos\/lesson-[a-z0-9]+(\.en)?\.(webm|vtt)\?expires=\d+&signature=[\w-]+$/;

  it('opens a preview chapter to anyone, with signed video and captions links and its neighbours', async () => {
    const { welcome, setup } = course.chapters;
    for (const token of [undefined, stranger.token]) {
      const data = await contentOf(welcome.id, token);
      expect(data).toMatchObject({
        id: welcome.id,
        courseId: course.id,
        moduleId: welcome.moduleId,
        title: 'Welcome',
        type: 'video',
        isPreview: true,
        durationMinutes: 5,
        position: 1,
        previousChapterId: null,
        nextChapterId: setup.id,
      });
      expect(data.videoUrl).toMatch(signedLink);
      expect(data.captionsUrl).toMatch(signedLink);
      expect(data.videoUrl).toContain(course.videoKey);
      expect(data.captionsUrl).toContain(course.captionsKey);
      expect(data).not.toHaveProperty('progress');
    }
  });

  it('hands out links that play: the video and its captions load through the media route', async () => {
    const data = await contentOf(course.chapters.welcome.id);
    const video = await call(t.app, { method: 'GET', url: data.videoUrl ?? '' });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.rawPayload.equals(course.video)).toBe(true);
    const captions = await call(t.app, { method: 'GET', url: data.captionsUrl ?? '' });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toBe(CAPTIONS);
  });

  it('never answers a public path for a video', async () => {
    const data = await contentOf(course.chapters.welcome.id);
    expect(data.videoUrl).not.toMatch(/^\/uploads\//);
    const publicPath = await call(t.app, { method: 'GET', url: `/uploads/${course.videoKey}` });
    expect(publicPath.statusCode).toBe(404);
  });

  it('keeps other chapters for buyers: 401 without a token, 403 without a purchase, 200 with one', async () => {
    const { setup } = course.chapters;
    const anonymous = await chapter(setup.id);
    expect(anonymous.statusCode).toBe(401);
    expect(refusalOf(anonymous)).toEqual({ message: 'Sign in and buy this course to open this chapter' });
    const refused = await chapter(setup.id, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refusalOf(refused)).toEqual({ message: 'Buy this course to open this chapter' });
    const data = await contentOf(setup.id, owner.token);
    expect(data).toMatchObject({
      title: 'Setup',
      type: 'text',
      content: '<p>Install it.</p>',
      videoUrl: null,
    });
    expect(data.captionsUrl).toBeNull();
  });

  it('links the chapters across modules in reading order', async () => {
    const { welcome, setup, deeper, wrapUp } = course.chapters;
    const neighbours = async (id: string) => {
      const data = await contentOf(id, owner.token);
      return [data.previousChapterId, data.nextChapterId];
    };
    expect(await neighbours(setup.id)).toEqual([welcome.id, deeper.id]);
    expect(await neighbours(deeper.id)).toEqual([setup.id, wrapUp.id]);
    expect(await neighbours(wrapUp.id)).toEqual([deeper.id, null]);
  });

  it('gives a video without captions no captions link', async () => {
    const data = await contentOf(course.chapters.wrapUp.id, owner.token);
    expect(data.videoUrl).toMatch(signedLink);
    expect(data.captionsUrl).toBeNull();
  });

  it('tells the owner their progress in the chapter, preview chapters included', async () => {
    const { welcome, deeper } = course.chapters;
    expect((await contentOf(deeper.id, owner.token)).progress).toEqual({
      completed: false,
      positionSeconds: 0,
    });
    await postProgress(t.app, owner.token, { chapterId: welcome.id, positionSeconds: 42 });
    await postProgress(t.app, owner.token, { chapterId: deeper.id, completed: true });
    expect((await contentOf(welcome.id, owner.token)).progress).toEqual({
      completed: false,
      positionSeconds: 42,
    });
    expect((await contentOf(deeper.id, owner.token)).progress).toEqual({
      completed: true,
      positionSeconds: 0,
    });
  });

  it('serves a text chapter stored with script as sanitised HTML', async () => {
    const hostile = await createCourseFixture(t.app, {
      modules: [
        {
          title: 'Only',
          chapters: [
            {
              title: 'Hostile',
              type: 'text',
              isPreview: true,
              durationMinutes: 4,
              content:
                '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a>.</p><script>steal()</script><img src=x onerror="steal()"><iframe src="https://evil.example"></iframe>',
            },
          ],
        },
      ],
    });
    const details = await call(t.app, { method: 'GET', url: `/api/course/details?id=${hostile.id}` });
    const id = details.json().data.modules[0].chapters[0].id as string;
    const data = await contentOf(id);
    expect(data.content).toBe('<p>Read <a rel="noopener noreferrer">this</a>.</p>');
    expect(data.content).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
  });

  it('answers 404 for unknown chapters and unpublished courses, 400 for malformed ids', async () => {
    const unknown = await chapter('0190a1b2-0000-7000-8000-000000000000', owner.token);
    expect(unknown.statusCode).toBe(404);
    expect(refusalOf(unknown)).toEqual({ message: 'This chapter does not exist' });
    const draft = await createCourseFixture(t.app, { published: false });
    const outline = await t.app.ctx.db
      .selectFrom('chapters')
      .select('id')
      .where('courseId', '=', draft.id)
      .orderBy('position')
      .executeTakeFirstOrThrow();
    expect((await chapter(outline.id)).statusCode).toBe(404);
    expect((await chapter('x'.repeat(65))).statusCode).toBe(400);
  });
});
