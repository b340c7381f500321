/**
 * A note's playback stamp as the player, the notes page and the Markdown export write it: `mm:ss`, and
 * `h:mm:ss` from an hour on. Import-free, so the web's player loads no schemas for it.
 */
export function formatNoteTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  const ss = String(seconds).padStart(2, '0');
  if (hours === 0) return `${String(minutes).padStart(2, '0')}:${ss}`;
  return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
}
