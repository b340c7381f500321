import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findVideoTools } from './video-tools.js';

describe('finding ffmpeg and ffprobe', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'coursewise-tools-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const tool = (name: string, executable = true) => {
    const file = path.join(dir, name);
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, executable ? 0o755 : 0o644);
    return file;
  };
  const none = { ffmpegPath: null, ffprobePath: null };

  it('looks them up on PATH, skipping folders without them', () => {
    const ffmpeg = tool('ffmpeg');
    const ffprobe = tool('ffprobe');
    expect(findVideoTools(none, ['/nonexistent', dir].join(path.delimiter))).toEqual({ ffmpeg, ffprobe });
  });

  it('takes FFMPEG_PATH and FFPROBE_PATH as given, and answers null when either is missing or not executable', () => {
    const ffmpeg = tool('my-ffmpeg');
    const ffprobe = tool('my-ffprobe');
    expect(findVideoTools({ ffmpegPath: ffmpeg, ffprobePath: ffprobe }, '')).toEqual({ ffmpeg, ffprobe });
    expect(findVideoTools({ ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: ffprobe }, dir)).toBeNull();
    expect(findVideoTools({ ffmpegPath: tool('plain-file', false), ffprobePath: ffprobe }, '')).toBeNull();
    expect(findVideoTools(none, '/nonexistent')).toBeNull();
  });
});
