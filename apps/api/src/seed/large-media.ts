import { readFile } from 'node:fs/promises';
import type { ObjectStore } from '../lib/storage/object-store.js';
import type { StorageDriver } from '../lib/storage/storage.js';
import { findSeedAsset, renderCover } from './media.js';

const COVER_KEY = 'courses/bench-cover.webp';
const VIDEO_KEY = 'videos/bench-lesson.webm';

/**
 * Stores the one cover and the one clip every benchmark course uses (publishing requires a cover and a
 * video in each video chapter); answers their keys, the clip's null when the demo asset is missing.
 */
export async function storeLargeSeedMedia(stores: {
  storage: StorageDriver;
  privateStorage: ObjectStore;
}): Promise<{ coverKey: string; videoKey: string | null }> {
  const widths = await renderCover({
    title: 'Benchmark course',
    label: 'Benchmark',
    footer: 'Coursewise',
    colors: ['#1f6f5c', '#3aa17e'],
  });
  const cover = widths.at(-1);
  if (!cover) throw new Error('the benchmark cover rendered no image');
  await stores.storage.put(COVER_KEY, cover.data, 'image/webp');
  const clip = findSeedAsset('demo-video.webm');
  if (!clip) return { coverKey: COVER_KEY, videoKey: null };
  await stores.privateStorage.put(VIDEO_KEY, await readFile(clip), 'video/webm');
  return { coverKey: COVER_KEY, videoKey: VIDEO_KEY };
}
