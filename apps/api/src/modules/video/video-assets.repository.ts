import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { VideoAssetsTable } from '../../db/schema.js';

/** The SQL of video assets: one row per stored source video, its processing's record. */

export type VideoAssetRow = Selectable<VideoAssetsTable>;

const columns = [
  'id',
  'sourceKey',
  'status',
  'progress',
  'error',
  'durationSeconds',
  'width',
  'height',
  'renditions',
  'attempts',
  'createdAt',
  'updatedAt',
  'finishedAt',
] as const;

/** Adds the asset unless its source already has one (the unique key decides, across instances). */
export async function insertAssetOnce(db: Executor, row: Insertable<VideoAssetsTable>): Promise<void> {
  await db
    .insertInto('videoAssets')
    .values(row)
    .onConflict((oc) => oc.column('sourceKey').doNothing())
    .execute();
}

export function findAssetById(db: Executor, id: string): Promise<VideoAssetRow | undefined> {
  return db.selectFrom('videoAssets').select(columns).where('id', '=', id).executeTakeFirst();
}

export function findAssetByKey(db: Executor, sourceKey: string): Promise<VideoAssetRow | undefined> {
  return db.selectFrom('videoAssets').select(columns).where('sourceKey', '=', sourceKey).executeTakeFirst();
}

export async function findAssetsByKeys(db: Executor, sourceKeys: string[]): Promise<VideoAssetRow[]> {
  if (sourceKeys.length === 0) return [];
  return db.selectFrom('videoAssets').select(columns).where('sourceKey', 'in', sourceKeys).execute();
}

/** The assets still processing (queued again at start-up). */
export function listProcessingAssets(db: Executor): Promise<Pick<VideoAssetRow, 'id' | 'attempts'>[]> {
  return db.selectFrom('videoAssets').select(['id', 'attempts']).where('status', '=', 'processing').execute();
}

export async function updateAsset(
  db: Executor,
  id: string,
  changes: Updateable<VideoAssetsTable>,
): Promise<void> {
  await db.updateTable('videoAssets').set(changes).where('id', '=', id).execute();
}

/** Moves a failed asset back to processing with one more attempt; false when it was not failed. */
export async function restartFailedAsset(db: Executor, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('videoAssets')
    .set((eb) => ({
      status: 'processing',
      progress: 0,
      error: null,
      finishedAt: null,
      updatedAt: at,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Stores progress only while the asset is still processing (a late report never undoes a result). */
export async function setAssetProgress(
  db: Executor,
  id: string,
  progress: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('videoAssets')
    .set({ progress, updatedAt: at })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .execute();
}
