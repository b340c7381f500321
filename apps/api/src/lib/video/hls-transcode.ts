import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { readSegmentList, type Segment } from './hls-playlists.js';
import { frameSize, type Rendition } from './ladder.js';
import type { ProbedVideo } from './probe.js';
import { runTool } from './run-tool.js';

/** Segments are 6 s, the first 2 s so that playback starts after a small download. */
export const SEGMENT_SECONDS = 6;
export const FIRST_SEGMENT_SECONDS = 2;
/** A keyframe every 2 s: every cut point above falls on one, so segments cut cleanly. */
const KEYFRAME_SECONDS = 2;

/** Where the segments are cut: 2 s, then every 6 s. */
export function cutTimes(durationSeconds: number): number[] {
  const times: number[] = [];
  for (let t = FIRST_SEGMENT_SECONDS; t < durationSeconds; t += SEGMENT_SECONDS) times.push(t);
  return times;
}

export interface TranscodeJob {
  ffmpeg: string;
  source: string;
  /** The rendition's own folder (`<tmp>/360p`), already made. */
  dir: string;
  rendition: Rendition;
  probed: ProbedVideo;
  signal: AbortSignal;
  /** The share of this rendition done, 0 to 1, as ffmpeg reports it. */
  onProgress: (done: number) => void;
}

export interface TranscodedRendition {
  width: number;
  height: number;
  codecs: string;
  segments: Segment[];
}

/**
 * One rendition as H.264 Main + AAC-LC in MPEG-TS segments. The segment muxer with explicit cut times
 * stands in for the HLS muxer: in ffmpeg 5.1 `-hls_init_time` shortens every segment of a VOD list,
 * not only the first. The caller writes the playlists from the segment list.
 */
export async function transcodeRendition(job: TranscodeJob): Promise<TranscodedRendition> {
  const { rendition, probed } = job;
  const size = frameSize(rendition, probed.width, probed.height);
  const cuts = cutTimes(probed.durationSeconds);
  const listFile = path.join(job.dir, 'segments.csv');
  const audio = probed.hasAudio
    ? [
        '-map',
        '0:a:0',
        '-c:a',
        'aac',
        '-b:a',
        `${rendition.audioKbps}k`,
        '-ac',
        String(rendition.audioChannels),
        '-ar',
        '48000',
      ]
    : [];
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-v',
    'error',
    '-i',
    job.source,
    '-map',
    '0:v:0',
    '-vf',
    `scale=${size.width}:${size.height},format=yuv420p`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-level:v',
    (rendition.level / 10).toFixed(1),
    '-b:v',
    `${rendition.videoKbps}k`,
    '-maxrate',
    `${Math.round(rendition.videoKbps * 1.1)}k`,
    '-bufsize',
    `${rendition.videoKbps * 2}k`,
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    '-sc_threshold',
    '0',
    ...audio,
    '-f',
    'segment',
    '-segment_format',
    'mpegts',
    ...(cuts.length > 0 ? ['-segment_times', cuts.join(',')] : ['-segment_time', '3600']),
    '-segment_list',
    listFile,
    '-segment_list_type',
    'csv',
    '-reset_timestamps',
    '0',
    '-progress',
    'pipe:1',
    '-nostats',
    path.join(job.dir, 'seg_%03d.ts'),
  ];
  const totalUs = probed.durationSeconds * 1e6;
  await runTool(job.ffmpeg, args, {
    signal: job.signal,
    onLine: (line) => {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match) job.onProgress(Math.min(1, Number(match[1]) / totalUs));
    },
  });
  const sizes = new Map<string, number>();
  for (const file of await readdir(job.dir)) {
    if (file.endsWith('.ts')) sizes.set(file, (await stat(path.join(job.dir, file))).size);
  }
  const segments = readSegmentList(await readFile(listFile, 'utf8'), sizes);
  const profileLevel = `4d40${rendition.level.toString(16).padStart(2, '0')}`;
  return {
    ...size,
    codecs: probed.hasAudio ? `avc1.${profileLevel},mp4a.40.2` : `avc1.${profileLevel}`,
    segments,
  };
}
