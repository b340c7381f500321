/** One media segment of a rendition as written: its file name (relative), length and size. */
export interface Segment {
  file: string;
  durationSeconds: number;
  bytes: number;
}

/** A rendition as the master playlist lists it. */
export interface Variant {
  /** Its playlist, relative to the master (`360p/index.m3u8`). */
  uri: string;
  width: number;
  height: number;
  /** `avc1.4d401e,mp4a.40.2`: what a player checks before choosing it. */
  codecs: string;
  segments: Segment[];
}

/** The segments the segment muxer listed (`name,start,end` per line, its CSV list). */
export function readSegmentList(csv: string, sizes: Map<string, number>): Segment[] {
  return csv
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [file = '', start = '0', end = '0'] = line.split(',');
      return { file, durationSeconds: Number(end) - Number(start), bytes: sizes.get(file) ?? 0 };
    });
}

/** A rendition's VOD playlist: every segment, relative to the playlist, then the end. */
export function mediaPlaylist(segments: Segment[]): string {
  const longest = Math.max(1, ...segments.map((segment) => segment.durationSeconds));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...segments.flatMap((segment) => [`#EXTINF:${segment.durationSeconds.toFixed(3)},`, segment.file]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** Peak and average bits per second over the segments (BANDWIDTH must be the peak, per RFC 8216). */
function bandwidth(segments: Segment[]): { peak: number; average: number } {
  const rate = (bytes: number, seconds: number) => Math.ceil((bytes * 8) / Math.max(seconds, 0.1));
  const peak = Math.max(1, ...segments.map((segment) => rate(segment.bytes, segment.durationSeconds)));
  const bytes = segments.reduce((sum, segment) => sum + segment.bytes, 0);
  const seconds = segments.reduce((sum, segment) => sum + segment.durationSeconds, 0);
  return { peak, average: rate(bytes, seconds) };
}

/** The master playlist: one entry per rendition, lowest first, with BANDWIDTH, RESOLUTION and CODECS. */
export function masterPlaylist(variants: Variant[]): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...variants.flatMap((variant) => {
      const { peak, average } = bandwidth(variant.segments);
      return [
        `#EXT-X-STREAM-INF:BANDWIDTH=${peak},AVERAGE-BANDWIDTH=${average},RESOLUTION=${variant.width}x${variant.height},CODECS="${variant.codecs}"`,
        variant.uri,
      ];
    }),
    '',
  ].join('\n');
}
