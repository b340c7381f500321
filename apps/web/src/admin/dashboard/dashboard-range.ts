import { useSearchParams } from 'react-router';
import type { DashboardRange } from './dashboard-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC day `n` days before `today` (YYYY-MM-DD). */
export function daysAgo(days: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days));
  return date.toISOString().slice(0, 10);
}

/** The dashboard's range in the URL (`?from=&to=`); malformed days are ignored (the server's default). */
export function useDashboardRange(): [DashboardRange, (range: DashboardRange) => void] {
  const [params, setParams] = useSearchParams();
  const read = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const range = { from: read('from'), to: read('to') };
  const setRange = (next: DashboardRange) => {
    const search = new URLSearchParams();
    if (next.from) search.set('from', next.from);
    if (next.to) search.set('to', next.to);
    setParams(search);
  };
  return [range, setRange];
}
