import type { FastifyInstance } from 'fastify';
import type { NewCourse } from '../src/modules/authoring/course-builder.service.js';
import { listOutline } from '../src/modules/courses/chapters.service.js';
import { createCourseFixture, createPurchaseFixture } from './catalogue-factories.js';
import { call } from './helper.js';

let sequence = 0;

/** Bytes whose every slice is recognisable: byte i is i mod 251 (a prime, so slices never repeat early). */
export const patternBytes = (size: number): Buffer =>
  Buffer.from(Array.from({ length: size }, (_, i) => i % 251));

export const CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello and welcome.\n';

/**
 * A published course to study: module 1 = a preview video with captions (5 min) and a text chapter
 * (10 min); module 2 = a text chapter (12 min) and a video without captions (3 min). Its video
 * (`videoSize` patterned bytes) and captions are in private storage.
 */
export async function createStudyCourse(
  app: FastifyInstance,
  options: { videoSize?: number; course?: Pick<Partial<NewCourse>, 'passMark' | 'finalAttemptLimit'> } = {},
) {
  const n = `${Date.now().toString(36)}${(sequence++).toString(36)}`;
  const videoKey = `videos/lesson-${n}.webm`;
  const captionsKey = `videos/lesson-${n}.en.vtt`;
  const video = patternBytes(options.videoSize ?? 10_000);
  await app.ctx.privateStorage.put(videoKey, video, 'video/webm');
  await app.ctx.privateStorage.put(captionsKey, Buffer.from(CAPTIONS), 'text/vtt');
  const course = await createCourseFixture(app, {
    ...options.course,
    modules: [
      {
        title: 'Getting started',
        chapters: [
          { title: 'Welcome', type: 'video', durationMinutes: 5, isPreview: true, videoKey, captionsKey },
          { title: 'Setup', type: 'text', content: '<p>Install it.</p>', durationMinutes: 10 },
        ],
      },
      {
        title: 'Going further',
        chapters: [
          { title: 'Deeper', type: 'text', content: '<p>More.</p>', durationMinutes: 12 },
          { title: 'Wrap-up', type: 'video', durationMinutes: 3, videoKey },
        ],
      },
    ],
  });
  const modules = await listOutline(app.ctx.db, { courseId: course.id });
  const chapters = modules.flatMap((m) => m.chapters.map((c) => ({ ...c, moduleId: m.id })));
  const [welcome, setup, deeper, wrapUp] = chapters;
  if (!welcome || !setup || !deeper || !wrapUp) throw new Error('the study course needs four chapters');
  return { ...course, modules, chapters: { welcome, setup, deeper, wrapUp }, video, videoKey, captionsKey };
}

/** Makes the learner own the course. */
export const buy = (app: FastifyInstance, userId: string, courseId: string) =>
  createPurchaseFixture(app, userId, courseId);

/** POST chapter/progress as the learner; answers the response. */
export const postProgress = (app: FastifyInstance, token: string | undefined, payload: unknown) =>
  call(app, {
    method: 'POST',
    url: '/api/chapter/progress',
    token,
    payload: payload as Record<string, unknown>,
  });
