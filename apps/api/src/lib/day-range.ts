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

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;

/**
 * A report's range of days from optional `from`/`to`: both given, or the last 30 days up to `to`
 * (default today, UTC); at most 366 days (400 otherwise), with its ISO bounds.
 */
export function reportRange(query: { from?: string; to?: string }): {
  fromDay: string;
  toDay: string;
  from: string;
  until: string;
} {
  const toDay = query.to ?? dayOf(Date.now());
  const fromDay = query.from ?? dayOf(parseDay(toDay, 'to') - (DEFAULT_DAYS - 1) * DAY_MS);
  const { from = '', until = '' } = dayBounds(fromDay, toDay);
  if ((parseDay(toDay, 'to') - parseDay(fromDay, 'from')) / DAY_MS + 1 > MAX_DAYS)
    throw badRequest(`The range is at most ${MAX_DAYS} days`, [
      { path: 'from', message: `must be at most ${MAX_DAYS} days before to` },
    ]);
  return { fromDay, toDay, from, until };
}
