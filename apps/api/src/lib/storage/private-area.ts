import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { LocalDiskStore } from './local-disk-store.js';

/**
 * The private storage area on local disk, `DATA_DIR/private`: videos and captions, served only through
 * signed links (`/api/media/…`), never by the public `/uploads/` route. Videos stored publicly by
 * earlier versions (`DATA_DIR/uploads/videos`) move here once, so they stop being public and keep
 * playing under the same keys.
 */
export function openPrivateArea(dataDir: string): LocalDiskStore {
  const root = path.join(dataDir, 'private');
  mkdirSync(root, { recursive: true });
  const legacy = path.join(dataDir, 'uploads', 'videos');
  const target = path.join(root, 'videos');
  if (existsSync(legacy) && !existsSync(target)) renameSync(legacy, target);
  return new LocalDiskStore(root);
}
