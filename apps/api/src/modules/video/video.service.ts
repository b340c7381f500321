import type { AdminChapterVideo, CaptionTrack, ChapterVideo } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import { type Executor, inTransaction } from '../../db/executor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './video-assets.repository.js';

/** Stored videos processed into HLS in the background (issue 25): starting, retrying, and reading the result. */

export const VIDEO_QUEUE = 'video';
export const VIDEO_MISSING = 'This video does not exist';

type VideoRow = repo.VideoAssetRow;

/** One job id per asset and attempt: queuing it twice (a restart, two instances) runs it once. */
export const videoJobId = (asset: Pick<VideoRow, 'id' | 'attempts'>): string =>
  `video-${asset.id}-${asset.attempts}`;

export function toAdminVideo(row: VideoRow): AdminChapterVideo {
  return {
    assetId: row.id,
    status: row.status,
    progress: row.progress,
    error: row.status === 'failed' ? row.error : null,
    durationSeconds: row.durationSeconds === null ? null : Math.round(row.durationSeconds),
  };
}

/**
 * Starts processing the video stored under `sourceKey`, once per key: a key that already has an asset
 * answers it as it is (processing, ready or failed). Called by the uploads (multipart and tus) when a
 * video has been stored.
 */
export async function startVideoProcessing(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  sourceKey: string,
): Promise<AdminChapterVideo> {
  const at = nowIso();
  await repo.insertAssetOnce(ctx.db, {
    id: newId(),
    sourceKey,
    status: 'processing',
    progress: 0,
    attempts: 1,
    createdAt: at,
    updatedAt: at,
  });
  const asset = await repo.findAssetByKey(ctx.db, sourceKey);
  if (!asset) throw new Error(`The video asset of ${sourceKey} was not stored`);
  if (asset.status === 'processing')
    await ctx.jobs.add(VIDEO_QUEUE, videoJobId(asset), { assetId: asset.id });
  return toAdminVideo(asset);
}

/** Queues every asset left processing by a stopped process (at start-up; the job ids keep it once). */
export async function resumeVideoProcessing(ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<number> {
  const assets = await repo.listProcessingAssets(ctx.db);
  for (const asset of assets) await ctx.jobs.add(VIDEO_QUEUE, videoJobId(asset), { assetId: asset.id });
  return assets.length;
}

/** The asset's source key, for the studio's check of who may retry it; 404 when unknown. */
export async function videoSourceKey(db: Executor, assetId: string): Promise<string> {
  const asset = await repo.findAssetById(db, assetId);
  if (!asset) throw notFound(VIDEO_MISSING);
  return asset.sourceKey;
}

/** Processes a failed video again (audited): 404 when unknown, 409 unless it failed. */
export async function retryVideo(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'effects'>,
  actorId: string,
  assetId: string,
): Promise<AdminChapterVideo> {
  const asset = await inTransaction(ctx.db, ctx.effects, async (trx, uow) => {
    const found = await repo.findAssetById(trx, assetId);
    if (!found) throw notFound(VIDEO_MISSING);
    if (!(await repo.restartFailedAsset(trx, assetId, nowIso()))) {
      throw conflict(`Only a failed video can be processed again: this one is ${found.status}`);
    }
    await recordAudit(uow, {
      actorId,
      action: 'retry',
      entity: 'video',
      entityId: assetId,
      summary: `Processing video ${found.sourceKey} again`,
    });
    return repo.findAssetById(trx, assetId);
  });
  if (!asset) throw notFound(VIDEO_MISSING);
  await ctx.jobs.add(VIDEO_QUEUE, videoJobId(asset), { assetId: asset.id });
  return toAdminVideo(asset);
}

/** The processing state of each of these videos that has an asset, by source key (one query). */
export async function adminVideosByKeys(
  db: Executor,
  keys: string[],
): Promise<Map<string, AdminChapterVideo>> {
  const rows = await repo.findAssetsByKeys(db, [...new Set(keys)]);
  return new Map(rows.map((row) => [row.sourceKey, toAdminVideo(row)]));
}

/**
 * A chapter's video as the player gets it: signed HLS and poster links once ready; null for a video
 * stored before processing existed (the player keeps the progressive file).
 */
export async function chapterVideoOf(
  ctx: Pick<AppContext, 'db' | 'hlsLinks'>,
  videoKey: string,
  captions: CaptionTrack[],
): Promise<ChapterVideo | null> {
  const row = await repo.findAssetByKey(ctx.db, videoKey);
  if (!row) return null;
  const isReady = row.status === 'ready';
  return {
    status: row.status,
    hlsUrl: isReady ? ctx.hlsLinks.url(row.id, 'master.m3u8') : null,
    posterUrl: isReady ? ctx.hlsLinks.url(row.id, 'poster.jpg') : null,
    durationSeconds: row.durationSeconds === null ? null : Math.round(row.durationSeconds),
    captions,
  };
}

/** The whole minutes (rounded up) of a processed video, or null until it is ready: a chapter saved with it takes them. */
export async function readyVideoMinutes(db: Executor, videoKey: string): Promise<number | null> {
  const row = await repo.findAssetByKey(db, videoKey);
  if (row?.status !== 'ready' || row.durationSeconds === null) return null;
  return minutesOf(row.durationSeconds);
}

export const minutesOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));
