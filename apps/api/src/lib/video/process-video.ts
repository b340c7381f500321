import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '../storage/object-store.js';
import { masterPlaylist, mediaPlaylist, type Variant } from './hls-playlists.js';
import { transcodeRendition } from './hls-transcode.js';
import { ladderFor } from './ladder.js';
import { type ProbedVideo, probeVideo } from './probe.js';
import { writePoster, writeThumbnailStrip } from './stills.js';
import type { VideoTools } from './video-tools.js';

export interface ProcessedVideo extends ProbedVideo {
  /** The short side of each rendition produced, lowest first. */
  renditions: number[];
}

export interface VideoWork {
  tools: VideoTools;
  storage: ObjectStore;
  sourceKey: string;
  /** Every output goes under this storage prefix (`hls/<assetId>`). */
  outputPrefix: string;
  signal: AbortSignal;
  /** The share done, 0 to 1 (the caller throttles what it stores). */
  onProgress: (done: number) => void;
  /** Called once the source is probed, before the long part. */
  onProbed?: (probed: ProbedVideo) => Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt',
};

/** Every file under `dir` (relative paths, `/`-separated) that is part of the output. */
async function outputFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && path.extname(entry.name) in CONTENT_TYPES)
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('source'));
}

/**
 * Processes a stored video into HLS in a temporary folder: probe, the ladder's renditions, their
 * playlists and the master, a poster and the scrubbing strip; then every file is stored under
 * `outputPrefix` through the storage area (disk or S3). The folder is removed whatever happens.
 */
export async function processVideo(work: VideoWork): Promise<ProcessedVideo> {
  const dir = await mkdtemp(path.join(tmpdir(), 'coursewise-video-'));
  try {
    const source = path.join(dir, 'source');
    await pipeline(await work.storage.read(work.sourceKey), createWriteStream(source), {
      signal: work.signal,
    });
    const probed = await probeVideo(work.tools.ffprobe, source, work.signal);
    await work.onProbed?.(probed);
    const ladder = ladderFor(probed.width, probed.height);
    // Shares of the run by pixels encoded; stills and storing take the last 10 %.
    const weights = ladder.map((rung) => rung.size * rung.size);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let before = 0;
    const variants: Variant[] = [];
    for (const [i, rendition] of ladder.entries()) {
      const folder = `${rendition.size}p`;
      await mkdir(path.join(dir, 'out', folder), { recursive: true });
      const share = (weights[i] ?? 0) / total;
      const done = await transcodeRendition({
        ffmpeg: work.tools.ffmpeg,
        source,
        dir: path.join(dir, 'out', folder),
        rendition,
        probed,
        signal: work.signal,
        onProgress: (part) => work.onProgress(0.9 * (before + share * part)),
      });
      before += share;
      await writeFile(path.join(dir, 'out', folder, 'index.m3u8'), mediaPlaylist(done.segments));
      variants.push({ uri: `${folder}/index.m3u8`, ...done });
    }
    const out = path.join(dir, 'out');
    await writeFile(path.join(out, 'master.m3u8'), masterPlaylist(variants));
    await writePoster(work.tools.ffmpeg, source, out, probed, work.signal);
    const strip = await writeThumbnailStrip(work.tools.ffmpeg, source, out, probed, work.signal);
    await writeFile(strip.track, strip.vtt);
    work.onProgress(0.95);
    for (const file of await outputFiles(out)) {
      const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
      await work.storage.write(
        `${work.outputPrefix}/${file}`,
        createReadStream(path.join(out, file)),
        contentType,
      );
    }
    return { ...probed, renditions: ladder.map((rung) => rung.size) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
