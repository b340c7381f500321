import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Where ffmpeg and ffprobe are on this server. */
export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** Said at start-up and stored on each asset when the tools are missing. */
export const TOOLS_MISSING =
  'Video processing unavailable: ffmpeg is not installed on this server (install it, e.g. apt-get install ffmpeg, or set FFMPEG_PATH and FFPROBE_PATH)';

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function locate(configured: string | null, name: string, searchPath: string): string | null {
  if (configured) return isExecutable(configured) ? configured : null;
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

/** ffmpeg and ffprobe from `FFMPEG_PATH`/`FFPROBE_PATH`, else from PATH; null when either is missing. */
export function findVideoTools(
  configured: { ffmpegPath: string | null; ffprobePath: string | null },
  searchPath = process.env.PATH ?? '',
): VideoTools | null {
  const ffmpeg = locate(configured.ffmpegPath, 'ffmpeg', searchPath);
  const ffprobe = locate(configured.ffprobePath, 'ffprobe', searchPath);
  return ffmpeg && ffprobe ? { ffmpeg, ffprobe } : null;
}
