import { badRequest } from './app-error.js';

const DAY_MS = 86_400_000;

/** `2026-11-23` of a time, in UTC. */
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Midnight UTC of a `YYYY-MM-DD` day in ms; a 400 naming `field` when it is no real day (2026-02-30). */
export function parseDay(day: string, field: string): number {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(time) || dayOf(time) !== day)
    throw badRequest(`${field}: must be a real day (YYYY-MM-DD)`, [
      { path: field, message: 'must be a real day (YYYY-MM-DD)' },
    ]);
  return time;
}

/** The ISO bounds of optional days, both included: `from` (inclusive) and `until` (the day after `to`). */
export function dayBounds(fromDay?: string, toDay?: string): { from?: string; until?: string } {
  const from = fromDay === undefined ? undefined : parseDay(fromDay, 'from');
  const to = toDay === undefined ? undefined : parseDay(toDay, 'to');
  if (from !== undefined && to !== undefined && from > to)
    throw badRequest('from: must not be after to', [{ path: 'from', message: 'must not be after to' }]);
  return {
    from: from === undefined ? undefined : new Date(from).toISOString(),
    until: to === undefined ? undefined : new Date(to + DAY_MS).toISOString(),
  };
}

/** Every day from `fromDay` to `toDay`, both included. */
export function daysBetween(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let t = parseDay(fromDay, 'from'); t <= parseDay(toDay, 'to'); t += DAY_MS) days.push(dayOf(t));
  return days;
}
