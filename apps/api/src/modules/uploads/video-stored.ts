import type { AppContext } from '../../app-context.js';

/**
 * Called once a video is in private storage (`videos/<id>.<ext>`), by the resumable upload's last
 * PATCH. Processing is wired here: the merge connects `startVideoProcessing(ctx, key)` from
 * `modules/video/` (HLS, poster, duration), built on another branch.
 */
export async function onVideoStored(_ctx: AppContext, _key: string): Promise<void> {}
