import { type Static, Type } from '@sinclair/typebox';
import { CaptionTrack } from './captions.js';

/**
 * A video chapter's streaming form (ARCHITECTURE §9, issue 25): the upload is processed in the
 * background into HLS (`master.m3u8`, renditions of 6 s segments up to the source's height), a poster
 * and a probed duration. Links are signed in their path, shared by every learner for a window, so a
 * CDN can cache them; the player falls back to `ChapterContent.videoUrl` (the stored file, ranges)
 * while processing or after a failure.
 */
export const VideoStatus = Type.Union([
  Type.Literal('processing'),
  Type.Literal('ready'),
  Type.Literal('failed'),
]);
export type VideoStatus = Static<typeof VideoStatus>;

export const ChapterVideo = Type.Object({
  status: VideoStatus,
  /** The signed master playlist; null until ready. */
  hlsUrl: Type.Union([Type.String(), Type.Null()]),
  /** The signed poster image (JPEG); null until ready. */
  posterUrl: Type.Union([Type.String(), Type.Null()]),
  /** The probed length in whole seconds; null until probed. */
  durationSeconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  captions: Type.Array(CaptionTrack),
});
export type ChapterVideo = Static<typeof ChapterVideo>;

/** A chapter's video processing as the console and the studio see it (status, progress, why it failed). */
export const AdminChapterVideo = Type.Object({
  /** The processing job's id: `POST admin/videos/{id}/retry` (or `instructor/videos/{id}/retry`) restarts a failed one. */
  assetId: Type.String(),
  status: VideoStatus,
  /** Percent of the transcode done, 0–100. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Why it failed, in words an operator can act on; null unless failed. */
  error: Type.Union([Type.String(), Type.Null()]),
  durationSeconds: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type AdminChapterVideo = Static<typeof AdminChapterVideo>;
