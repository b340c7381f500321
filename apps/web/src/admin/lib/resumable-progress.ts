import type { Locale } from '../../i18n/locales';
import { formatPercent, type Translate } from './locale-text';

/**
 * The resumable video upload's state and its figures (percent, speed, time left), apart from the
 * component and tus-js-client so that each rule is tested on its own. The words come from the caller's
 * `_`, the figures in its locale.
 */

/** One progress report: when (ms, any monotonic clock) and how many bytes the server had by then. */
export interface ProgressSample {
  at: number;
  bytes: number;
}

export type ResumableState =
  | { status: 'idle' }
  | { status: 'uploading' | 'paused'; name: string; total: number; samples: ProgressSample[] }
  | { status: 'failed'; name: string; message: string }
  | { status: 'done'; name: string };

export type ResumableEvent =
  | { type: 'start'; name: string; total: number; at: number }
  | { type: 'progress'; bytes: number; at: number }
  | { type: 'pause' }
  | { type: 'resume'; at: number }
  | { type: 'fail'; message: string }
  | { type: 'finish' }
  | { type: 'cancel' };

/** The speed is judged over the last few seconds: a fresh figure, steady enough to read. */
const SPEED_WINDOW_MS = 5000;

export const idle: ResumableState = { status: 'idle' };

/** The next state; an event that makes no sense in the current one changes nothing. */
export function nextState(state: ResumableState, event: ResumableEvent): ResumableState {
  switch (event.type) {
    case 'start':
      return { status: 'uploading', name: event.name, total: event.total, samples: [] };
    case 'progress': {
      if (state.status !== 'uploading') return state;
      const recent = state.samples.filter((sample) => event.at - sample.at <= SPEED_WINDOW_MS);
      return { ...state, samples: [...recent, { at: event.at, bytes: event.bytes }] };
    }
    case 'pause':
      return state.status === 'uploading' ? { ...state, status: 'paused' } : state;
    case 'resume': {
      if (state.status !== 'paused') return state;
      // The pause is no part of the speed: measuring starts again from where the upload stood.
      const last = state.samples.at(-1);
      return { ...state, status: 'uploading', samples: last ? [{ at: event.at, bytes: last.bytes }] : [] };
    }
    case 'fail':
      return state.status === 'idle' ? state : { status: 'failed', name: state.name, message: event.message };
    case 'finish':
      return state.status === 'idle' ? state : { status: 'done', name: state.name };
    case 'cancel':
      return idle;
  }
}

/** Bytes the server holds, as a whole percentage (100 only once every byte is there). */
export function percentDone(bytes: number, total: number): number {
  if (total <= 0) return 0;
  const percent = Math.floor((bytes / total) * 100);
  return Math.min(100, Math.max(0, percent));
}

/** Bytes per second over the samples kept, or null until two reports a moment apart exist. */
export function uploadSpeed(samples: readonly ProgressSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 250) return null;
  return Math.max(0, (last.bytes - first.bytes) / ((last.at - first.at) / 1000));
}

/** A speed's figure with one decimal: "1.3" in English, as before; "1,3" in German or French. */
const oneDecimal = (value: number, locale: Locale) =>
  locale === 'en'
    ? value.toFixed(1)
    : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** `850 kB/s`, `1.2 MB/s` (`1,2 Mo/s` in French): what a person reads at a glance. */
export function formatSpeed(bytesPerSecond: number, _: Translate, locale: Locale): string {
  const MB = 1024 * 1024;
  if (bytesPerSecond >= MB)
    return _('console.upload.speedMegabytes', { speed: oneDecimal(bytesPerSecond / MB, locale) });
  return _('console.upload.speedKilobytes', { speed: Math.max(1, Math.round(bytesPerSecond / 1024)) });
}

/** `12 s left`, `3 min left`, `1 h 20 min left`; null when it cannot be told (no speed yet). */
export function formatTimeLeft(
  remainingBytes: number,
  bytesPerSecond: number | null,
  _: Translate,
): string | null {
  if (bytesPerSecond === null || bytesPerSecond <= 0) return null;
  const seconds = Math.ceil(remainingBytes / bytesPerSecond);
  if (seconds < 60) return _('console.upload.secondsLeft', { seconds: Math.max(1, seconds) });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return _('console.upload.minutesLeft', { minutes });
  return _('console.upload.hoursLeft', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** The line under the bar: `42% · 1.2 MB/s · 3 min left` (speed and time once known), in `locale`. */
export function progressLine(state: ResumableState, _: Translate, locale: Locale): string {
  if (state.status === 'done') return [formatPercent(100, locale), _('console.upload.uploaded')].join(' · ');
  if (state.status !== 'uploading' && state.status !== 'paused') return '';
  const bytes = state.samples.at(-1)?.bytes ?? 0;
  const parts = [formatPercent(percentDone(bytes, state.total), locale)];
  if (state.status === 'paused') return [...parts, _('console.upload.paused')].join(' · ');
  const speed = uploadSpeed(state.samples);
  if (speed !== null) parts.push(formatSpeed(speed, _, locale));
  const left = formatTimeLeft(state.total - bytes, speed, _);
  if (left) parts.push(left);
  return parts.join(' · ');
}
