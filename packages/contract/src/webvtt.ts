/**
 * A small WebVTT cue reader shared by the API (an upload must hold parseable cues) and the player's
 * transcript. It reads what a transcript needs: each cue's start, end and text (tags such as `<v Bob>`
 * or `<b>` removed, entities decoded, lines joined by a space). NOTE, STYLE and REGION blocks are
 * skipped; a block whose timing line is malformed makes the file invalid.
 */

export interface VttCue {
  /** Seconds from the start of the video. */
  start: number;
  end: number;
  text: string;
}

export type VttResult = { ok: true; cues: VttCue[] } | { ok: false; error: string };

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const ARROW = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
  '&lrm;': '',
  '&rlm;': '',
  '&quot;': '"',
  '&apos;': "'",
};

/** `hh:mm:ss.ttt` or `mm:ss.ttt` in seconds; null when malformed. */
export function parseVttTimestamp(value: string): number | null {
  const match = TIMESTAMP.exec(value);
  if (!match) return null;
  const [, hours, minutes, seconds, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** The plain text of a cue payload: tags removed, entities decoded, whitespace collapsed. */
export function cueText(payload: string): string {
  return payload
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|nbsp|lrm|rlm|quot|apos);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads a WebVTT file's cues in file order; `{ok: false}` names the first problem (with its line). */
export function parseWebVtt(source: string): VttResult {
  const text = source.replace(/^\uFEFF/, '');
  const lines = text.split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    return { ok: false, error: 'The file must start with "WEBVTT"' };
  }
  const cues: VttCue[] = [];
  let i = 1;
  // The header runs to the first blank line.
  while (i < lines.length && lines[i] !== '') i++;
  while (i < lines.length) {
    while (i < lines.length && (lines[i] ?? '').trim() === '') i++;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() !== '') block.push(lines[i++] ?? '');
    const first = block[0] ?? '';
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    // A cue may start with an identifier line; the timing line is the one with the arrow.
    const timingIndex = !first.includes('-->') && (block[1] ?? '').includes('-->') ? 1 : 0;
    const timing = block[timingIndex] ?? '';
    const match = ARROW.exec(timing);
    const start = match ? parseVttTimestamp(match[1] ?? '') : null;
    const end = match ? parseVttTimestamp(match[2] ?? '') : null;
    if (start === null || end === null || end < start) {
      return { ok: false, error: `Line ${blockStart + timingIndex + 1}: not a cue timing ("start --> end")` };
    }
    cues.push({ start, end, text: cueText(block.slice(timingIndex + 1).join('\n')) });
  }
  return { ok: true, cues };
}

/** The index of the cue showing at `time` (the latest one started when cues overlap), or -1. */
export function activeCueIndex(cues: readonly VttCue[], time: number): number {
  let found = -1;
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i];
    if (!cue || cue.start > time) break;
    if (time < cue.end) found = i;
  }
  return found;
}
