import path from 'node:path';
import type { ProbedVideo } from './probe.js';
import { runTool } from './run-tool.js';

/** Thumbnails of the scrubbing strip: this wide, one every `interval` seconds, ten to a row. */
const THUMB_WIDTH = 160;
const COLUMNS = 10;
const MAX_THUMBS = 100;

/** When the poster frame is taken: a tenth in (past any black lead-in), or 1 s into a short clip. */
export function posterTime(durationSeconds: number): number {
  if (durationSeconds >= 10) return durationSeconds * 0.1;
  return Math.min(1, durationSeconds / 2);
}

/** One JPEG frame, at most 720 px on its short side, as `poster.jpg` in `dir`. */
export async function writePoster(
  ffmpeg: string,
  source: string,
  dir: string,
  probed: ProbedVideo,
  signal: AbortSignal,
): Promise<string> {
  const file = path.join(dir, 'poster.jpg');
  const short = Math.min(720, probed.width, probed.height);
  const scale = probed.width >= probed.height ? `scale=-2:${short}` : `scale=${short}:-2`;
  await runTool(
    ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-v',
      'error',
      '-ss',
      posterTime(probed.durationSeconds).toFixed(3),
    ].concat(['-i', source, '-frames:v', '1', '-vf', scale, '-q:v', '3', file]),
    { signal },
  );
  return file;
}

const timestamp = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/**
 * The scrubbing strip: one sprite JPEG (`thumbnails.jpg`) of frames every few seconds, and a WebVTT
 * (`thumbnails.vtt`) whose cues name each frame's part of the sprite (`thumbnails.jpg#xywh=…`).
 */
export async function writeThumbnailStrip(
  ffmpeg: string,
  source: string,
  dir: string,
  probed: ProbedVideo,
  signal: AbortSignal,
): Promise<{ sprite: string; track: string; vtt: string }> {
  const interval = Math.max(2, Math.ceil(probed.durationSeconds / MAX_THUMBS));
  const count = Math.max(1, Math.ceil(probed.durationSeconds / interval));
  const height = Math.max(2, Math.round((THUMB_WIDTH * probed.height) / probed.width / 2) * 2);
  const columns = Math.min(COLUMNS, count);
  const rows = Math.ceil(count / columns);
  const sprite = path.join(dir, 'thumbnails.jpg');
  await runTool(
    ffmpeg,
    ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-i', source, '-an'].concat([
      '-vf',
      `fps=1/${interval},scale=${THUMB_WIDTH}:${height},tile=${columns}x${rows}`,
      '-frames:v',
      '1',
      '-q:v',
      '5',
      sprite,
    ]),
    { signal },
  );
  const cues = Array.from({ length: count }, (_, i) => {
    const start = i * interval;
    const end = Math.min(probed.durationSeconds, start + interval);
    const x = (i % columns) * THUMB_WIDTH;
    const y = Math.floor(i / columns) * height;
    return `${timestamp(start)} --> ${timestamp(end)}\nthumbnails.jpg#xywh=${x},${y},${THUMB_WIDTH},${height}\n`;
  });
  const vtt = ['WEBVTT', '', ...cues].join('\n');
  return { sprite, track: path.join(dir, 'thumbnails.vtt'), vtt };
}
