import type { NewChapter } from '../modules/authoring/course-builder.service.js';

/** The demo lesson video's real length (assets/demo-video.webm, a 12-second clip). */
export const DEMO_VIDEO_SECONDS = 12;
/** Its length in the whole minutes chapters count, rounded up: a video chapter never claims more than it plays. */
export const DEMO_VIDEO_MINUTES = Math.ceil(DEMO_VIDEO_SECONDS / 60);

export interface OutlineModule {
  title: string;
  chapters: NewChapter[];
}

interface ParsedChapter {
  type: 'video' | 'text';
  minutes: number;
  title: string;
  teaching: string;
  practice: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Openings for text chapters, rotated so that consecutive lessons do not start the same way. */
const openings: ((module: string, course: string) => string)[] = [
  (module) =>
    `This reading is part of <strong>${module}</strong>. Read it once straight through, then again with your own work open beside it.`,
  (module) =>
    `We are now in <strong>${module}</strong>, and this lesson builds directly on the one before it, so keep your notes close.`,
  (module, course) =>
    `In this lesson we slow down and look closely at one idea from <strong>${module}</strong> that comes back again and again in ${course}.`,
  (_module, course) =>
    `This is a short reading lesson. Take your time: the ideas here are used in the exercises and the final assessment of ${course}.`,
];

function parseLine(line: string, courseSlug: string): ParsedChapter {
  const [kind, minutesText, title, teaching = '', practice = ''] = line.split('|').map((part) => part.trim());
  const minutes = Number(minutesText);
  const valid =
    (kind === 'v' || kind === 't') &&
    Number.isInteger(minutes) &&
    minutes >= 1 &&
    Boolean(title) &&
    (kind === 'v' || (teaching !== '' && practice !== ''));
  if (!valid || !title) throw new Error(`Bad outline line in ${courseSlug}: "${line}"`);
  return { type: kind === 'v' ? 'video' : 'text', minutes, title, teaching, practice };
}

function textChapterHtml(
  chapter: ParsedChapter,
  context: { course: string; module: string; next: string | null; index: number; lastModule: boolean },
): string {
  const module = escapeHtml(context.module);
  const course = escapeHtml(context.course);
  const opening = openings[context.index % openings.length]?.(module, course) ?? '';
  const closing = context.next
    ? `<p>When you have finished the exercise, continue with <em>${escapeHtml(context.next)}</em>.</p>`
    : `<p>That completes <strong>${module}</strong>. Before moving on, check your answer to the exercise against the explanation above and note one question to bring to ${context.lastModule ? 'the final assessment' : 'the next module'}.</p>`;
  return [
    `<p>${opening}</p>`,
    `<h2>${escapeHtml(chapter.title)}</h2>`,
    `<p>${chapter.teaching}</p>`,
    '<h3>Try it yourself</h3>',
    `<p>${chapter.practice}</p>`,
    `<p>Give yourself about ${Math.max(5, Math.round(chapter.minutes / 2))} minutes for this. It is fine if your first attempt is rough: using the idea once while it is fresh is what makes it stick.</p>`,
    closing,
  ].join('\n');
}

function videoChapterHtml(chapter: ParsedChapter, module: string): string {
  return `<p>In this video: ${escapeHtml(chapter.title)}. It is part of <strong>${escapeHtml(module)}</strong>; pause whenever you want to try a step yourself, and replay any part as often as you need.</p>`;
}

/**
 * Turns a course's compact outline (see `SeedCourse.outline`) into modules and chapters. The first
 * chapter is always a free preview, and the second too when it is a video. Every video chapter plays
 * `videoKey` with the captions `captionsKey` (keys in private storage); without a `videoKey` the video
 * chapters are readings of their summaries.
 */
export function buildOutline(
  course: { slug: string; title: string; outline: string[] },
  videoKey: string | null,
  captionsKey: string | null = null,
): OutlineModule[] {
  const modules: { title: string; lines: ParsedChapter[] }[] = [];
  for (const line of course.outline) {
    if (line.startsWith('# ')) {
      modules.push({ title: line.slice(2).trim(), lines: [] });
      continue;
    }
    const current = modules.at(-1);
    if (!current) throw new Error(`The outline of ${course.slug} must start with a "# Module" line`);
    current.lines.push(parseLine(line, course.slug));
  }
  let position = 0;
  let textIndex = 0;
  return modules.map((module, m) => ({
    title: module.title,
    chapters: module.lines.map((chapter, i): NewChapter => {
      position += 1;
      const isPreview = position === 1 || (position === 2 && chapter.type === 'video');
      if (chapter.type === 'video') {
        return {
          title: chapter.title,
          // Without the clip it is a reading of its summary: a published course has no video chapter without a video.
          type: videoKey ? 'video' : 'text',
          videoKey,
          captionsKey: videoKey ? captionsKey : null,
          content: videoChapterHtml(chapter, module.title),
          // Every video chapter plays the demo clip, so it lasts as long as the clip (the outline's
          // minutes describe a real lesson and are kept only when there is no video to play).
          durationMinutes: videoKey ? DEMO_VIDEO_MINUTES : chapter.minutes,
          isPreview,
        };
      }
      const content = textChapterHtml(chapter, {
        course: course.title,
        module: module.title,
        next: module.lines[i + 1]?.title ?? null,
        index: textIndex++,
        lastModule: m === modules.length - 1,
      });
      return { title: chapter.title, type: 'text', content, durationMinutes: chapter.minutes, isPreview };
    }),
  }));
}
