/** ISO-8601 UTC timestamps, the form every table stores. */
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();

let lastOrderedMs = 0;

/**
 * A timestamp strictly later than any this process handed out before, for rows listed "newest first":
 * two adds within one millisecond would otherwise tie and list in an arbitrary order.
 */
export function orderedNowIso(): string {
  lastOrderedMs = Math.max(Date.now(), lastOrderedMs + 1);
  return new Date(lastOrderedMs).toISOString();
}
