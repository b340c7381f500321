import type { CaptionTrack } from '@coursewise/contract';

/**
 * The track to show first: the learner's language if a track has it (exactly, then by its primary
 * subtag: a `pt-PT` reader gets `pt-BR` before English), else the first track; null without tracks.
 */
export function defaultCaptionLanguage(
  tracks: readonly CaptionTrack[],
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string | null {
  for (const wanted of preferred) {
    const exact = tracks.find((track) => track.language.toLowerCase() === wanted.toLowerCase());
    if (exact) return exact.language;
    const primary = wanted.split('-')[0]?.toLowerCase();
    const close = tracks.find((track) => track.language.split('-')[0]?.toLowerCase() === primary);
    if (close) return close.language;
  }
  return tracks[0]?.language ?? null;
}
