/** One HLS rendition: its short side in pixels and what it is encoded at. */
export interface Rendition {
  /** The short side (the height of a landscape video, the width of a portrait one). */
  size: number;
  videoKbps: number;
  audioKbps: number;
  audioChannels: 1 | 2;
  /** H.264 Main profile level, as libx264's `-level` and the CODECS attribute's last byte. */
  level: 30 | 31 | 40;
}

/**
 * The ladder: 360p lean enough that its first (2 s) segment is well under 100 kB on a slow phone,
 * then 720p and 1080p as the source allows.
 */
const LADDER: Rendition[] = [
  { size: 360, videoKbps: 400, audioKbps: 64, audioChannels: 1, level: 30 },
  { size: 720, videoKbps: 2500, audioKbps: 128, audioChannels: 2, level: 31 },
  { size: 1080, videoKbps: 5000, audioKbps: 128, audioChannels: 2, level: 40 },
];

const LOWEST = LADDER[0] as Rendition;

/**
 * The renditions for a source of this display size: every rung up to its short side, never upscaled;
 * a source smaller than 360 gets one rendition at its own (even) size.
 */
export function ladderFor(width: number, height: number): Rendition[] {
  const short = Math.min(width, height);
  const rungs = LADDER.filter((rung) => rung.size <= short);
  if (rungs.length > 0) return rungs;
  return [{ ...LOWEST, size: Math.max(2, short - (short % 2)) }];
}

/** The output frame size of a rendition: the short side is the rung's, the long side keeps the aspect (even). */
export function frameSize(
  rendition: Rendition,
  width: number,
  height: number,
): { width: number; height: number } {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  if (width >= height) return { width: even((width * rendition.size) / height), height: rendition.size };
  return { width: rendition.size, height: even((height * rendition.size) / width) };
}
