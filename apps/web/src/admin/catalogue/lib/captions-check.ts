import { parseWebVtt, uploadLimits } from '@coursewise/contract';

/**
 * The server's checks of a captions file, run before sending: at most 1 MB, a WEBVTT header and at least
 * one well-formed cue (the contract's parser names the first bad line). Null when the text passes.
 */
export function captionsProblem(text: string): string | null {
  if (text.trim() === '') return 'Choose a .vtt file or paste the captions';
  if (new Blob([text]).size > uploadLimits.captionsMaxBytes) return 'The captions are larger than 1 MB';
  const parsed = parseWebVtt(text);
  if (!parsed.ok) return parsed.error;
  if (parsed.cues.length === 0)
    return 'The file has no cues: add at least one "start --> end" line with text';
  return null;
}
