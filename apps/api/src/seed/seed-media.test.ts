import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './demo-data/catalogue.js';
import { coverSvg, findSeedAsset, fitTitle, initials, renderAvatar, renderCover } from './media.js';
import { buildOutline, DEMO_VIDEO_MINUTES, DEMO_VIDEO_SECONDS } from './outline.js';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const shipped = path.join(apiRoot, 'src/seed/assets/demo-video.webm');

describe('the demo video asset', () => {
  it('is shipped as a small WebM file', () => {
    expect(existsSync(shipped)).toBe(true);
    const size = statSync(shipped).size;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(300_000);
  });

  it('is found from the source tree and from the bundled server', () => {
    expect(findSeedAsset('demo-video.webm')).toBe(shipped);
    // dist/main.js has no assets beside it: the source tree relative to the bundle is used.
    const bundle = pathToFileURL(path.join(apiRoot, 'dist/main.js')).href;
    expect(findSeedAsset('demo-video.webm', bundle)).toBe(shipped);
    expect(findSeedAsset('no-such-file.webm', bundle)).toBeNull();
  });

  it('is found from the working directory when the module lives elsewhere', () => {
    const elsewhere = pathToFileURL('/nonexistent/somewhere/main.js').href;
    const cwd = process.cwd();
    try {
      for (const dir of [path.resolve(apiRoot, '../..'), apiRoot]) {
        process.chdir(dir);
        expect(findSeedAsset('demo-video.webm', elsewhere)).toBe(shipped);
      }
    } finally {
      process.chdir(cwd);
    }
  });
});

describe('generated images', () => {
  it('wraps every demo title on at most three balanced lines', () => {
    for (const { courses } of demoCatalogue) {
      for (const course of courses) {
        const { lines, fontSize } = fitTitle(course.title);
        expect(lines.length, course.title).toBeLessThanOrEqual(3);
        expect(lines.join(' ')).toBe(course.title);
        expect(fontSize).toBeGreaterThanOrEqual(52);
      }
    }
    expect(fitTitle('Short title').lines).toEqual(['Short title']);
  });

  it('escapes titles in the SVG', () => {
    const svg = coverSvg({
      title: 'Tips & <tricks>',
      label: 'R&D',
      footer: 'A "quote"',
      colors: ['#22B8CF', '#F06595'],
    });
    expect(svg).toContain('Tips &amp; &lt;tricks&gt;');
    expect(svg).not.toContain('<tricks>');
  });

  it('renders a WebP cover in every stored width (16:9, up to 1280×720) and avatars of 64 to 256 px', async () => {
    const covers = await renderCover({
      title: 'Practical TypeScript for Teams',
      label: 'Development',
      footer: 'x',
      colors: ['#845EF7', '#22B8CF'],
    });
    const coverSizes = await Promise.all(covers.map(async ({ data }) => sharp(data).metadata()));
    expect(coverSizes.map(({ format, width, height }) => [format, width, height])).toEqual([
      ['webp', 320, 180],
      ['webp', 480, 270],
      ['webp', 720, 405],
      ['webp', 960, 540],
      ['webp', 1280, 720],
    ]);
    expect(covers.map(({ width, height }) => [width, height])).toEqual(
      coverSizes.map(({ width, height }) => [width, height]),
    );
    const avatars = await renderAvatar('Dr. Amara Nwosu', ['#845EF7', '#22B8CF']);
    const avatarSizes = await Promise.all(avatars.map(async ({ data }) => sharp(data).metadata()));
    expect(avatarSizes.map(({ format, width, height }) => [format, width, height])).toEqual([
      ['webp', 64, 64],
      ['webp', 128, 128],
      ['webp', 256, 256],
    ]);
  });

  it('makes initials from names', () => {
    expect(initials('Dr. Amara Nwosu')).toBe('AN');
    expect(initials("Sarah O'Connor")).toBe('SO');
    expect(initials('Lucía Fernández')).toBe('LF');
    expect(initials('Cher')).toBe('C');
  });
});

/** The WebM's Duration element (EBML id 0x4489, an 8-byte float) in seconds, at the default 1 ms scale. */
function webmSeconds(file: string): number {
  const bytes = readFileSync(file);
  const at = bytes.indexOf(Buffer.from([0x44, 0x89, 0x88]));
  if (at < 0) throw new Error(`No Duration element in ${file}`);
  return bytes.readDoubleBE(at + 3) / 1000;
}

describe('the demo video length', () => {
  it('is what video chapters claim: the real clip, in whole minutes rounded up', () => {
    expect(Math.round(webmSeconds(shipped))).toBe(DEMO_VIDEO_SECONDS);
    expect(DEMO_VIDEO_MINUTES).toBe(1);
    const chapters = buildOutline(
      { slug: 'test', title: 'Test', outline: ['# M', 'v|14|A long lesson'] },
      null,
    ).flatMap((m) => m.chapters);
    // Without a video to play the outline's minutes stay.
    expect(chapters[0]?.durationMinutes).toBe(14);
  });
});

describe('course outlines', () => {
  const course = (outline: string[]) => ({ slug: 'test', title: 'Test course', outline });

  it('builds modules, previews and text chapter prose', () => {
    const modules = buildOutline(
      course([
        '# First',
        'v|5|Welcome',
        'v|7|Tour',
        't|12|Reading|Values have types.|Print the type of five values.',
        'v|6|Demo',
        '# Second',
        'v|4|Wrap-up',
        't|9|More reading|Functions return values.|Write a function.',
      ]),
      'videos/demo-lesson.webm',
    );
    expect(modules.map((m) => m.title)).toEqual(['First', 'Second']);
    const chapters = modules.flatMap((m) => m.chapters);
    expect(chapters.map((c) => c.isPreview)).toEqual([true, true, false, false, false, false]);
    // A video chapter lasts as long as the clip it plays, not the outline's 5 minutes.
    expect(chapters[0]).toMatchObject({
      type: 'video',
      videoKey: 'videos/demo-lesson.webm',
      durationMinutes: DEMO_VIDEO_MINUTES,
    });
    expect(chapters[2]).toMatchObject({ type: 'text', durationMinutes: 12 });
    const text = chapters[2]?.content ?? '';
    expect(text).toContain('<p>Values have types.</p>');
    expect(text).toContain('Print the type of five values.');
    expect(text).toContain('continue with <em>Demo</em>');
    expect(chapters[5]?.content).toContain('the final assessment');
  });

  it('gives every video chapter the captions track, and text chapters no media', () => {
    const chapters = buildOutline(
      course(['# First', 'v|5|Welcome', 't|12|Reading|Values have types.|Print five values.', 'v|6|Demo']),
      'videos/demo-lesson.webm',
      'videos/demo-lesson.en.vtt',
    ).flatMap((m) => m.chapters);
    expect(chapters.map((c) => [c.type, c.videoKey ?? null, c.captionsKey ?? null])).toEqual([
      ['video', 'videos/demo-lesson.webm', 'videos/demo-lesson.en.vtt'],
      ['text', null, null],
      ['video', 'videos/demo-lesson.webm', 'videos/demo-lesson.en.vtt'],
    ]);
    expect(findSeedAsset('demo-video.en.vtt')).toBe(path.join(apiRoot, 'src/seed/assets/demo-video.en.vtt'));
  });

  it('refuses malformed lines', () => {
    expect(() => buildOutline(course(['v|5|No module']), null)).toThrow(/must start/);
    expect(() => buildOutline(course(['# M', 'x|5|Bad kind']), null)).toThrow(/Bad outline line/);
    expect(() => buildOutline(course(['# M', 't|5|Text without prose']), null)).toThrow(/Bad outline line/);
    expect(() => buildOutline(course(['# M', 'v|zero|Bad minutes']), null)).toThrow(/Bad outline line/);
  });
});
