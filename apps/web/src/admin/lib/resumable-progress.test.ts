import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import {
  formatSpeed,
  formatTimeLeft,
  idle,
  nextState,
  percentDone,
  progressLine,
  type ResumableEvent,
  type ResumableState,
  uploadSpeed,
} from './resumable-progress';

const MB = 1024 * 1024;
const _ = createTestI18n('en').t;
const run = (events: ResumableEvent[], from: ResumableState = idle) => events.reduce(nextState, from);

describe('the resumable upload’s figures', () => {
  it('counts whole percents and says 100 only when every byte is there', () => {
    expect(percentDone(0, 1000)).toBe(0);
    expect(percentDone(999, 1000)).toBe(99);
    expect(percentDone(1000, 1000)).toBe(100);
    expect(percentDone(5, 0)).toBe(0);
  });

  it('measures the speed over the last seconds, not before two reports', () => {
    expect(uploadSpeed([])).toBeNull();
    expect(uploadSpeed([{ at: 0, bytes: 0 }])).toBeNull();
    expect(
      uploadSpeed([
        { at: 0, bytes: 0 },
        { at: 100, bytes: 5 * MB },
      ]),
    ).toBeNull();
    expect(
      uploadSpeed([
        { at: 0, bytes: 0 },
        { at: 2000, bytes: 4 * MB },
      ]),
    ).toBe(2 * MB);
  });

  it('words speeds and times left as a person reads them', () => {
    expect(formatSpeed(1.25 * MB, _, 'en')).toBe('1.3 MB/s');
    expect(formatSpeed(850 * 1024, _, 'en')).toBe('850 kB/s');
    expect(formatSpeed(10, _, 'en')).toBe('1 kB/s');
    expect(formatTimeLeft(10 * MB, MB, _)).toBe('10 s left');
    expect(formatTimeLeft(1, MB, _)).toBe('1 s left');
    expect(formatTimeLeft(180 * MB, MB, _)).toBe('3 min left');
    expect(formatTimeLeft(80 * 60 * MB, MB, _)).toBe('1 h 20 min left');
    expect(formatTimeLeft(MB, null, _)).toBeNull();
    expect(formatTimeLeft(MB, 0, _)).toBeNull();
  });
});

describe('the resumable upload’s states', () => {
  it('goes from picking a file to progress with speed and time left', () => {
    const state = run([
      { type: 'start', name: 'lesson.mp4', total: 100 * MB, at: 0 },
      { type: 'progress', bytes: 0, at: 0 },
      { type: 'progress', bytes: 20 * MB, at: 2000 },
    ]);
    expect(state.status).toBe('uploading');
    expect(progressLine(state, _, 'en')).toBe('20% · 10.0 MB/s · 8 s left');
  });

  it('forgets reports older than the window, so the speed follows the connection', () => {
    const state = run([
      { type: 'start', name: 'a.mp4', total: 100 * MB, at: 0 },
      { type: 'progress', bytes: 0, at: 0 },
      { type: 'progress', bytes: 50 * MB, at: 1000 },
      { type: 'progress', bytes: 51 * MB, at: 7000 },
      { type: 'progress', bytes: 52 * MB, at: 8000 },
    ]);
    expect(state.status === 'uploading' && uploadSpeed(state.samples)).toBe(MB);
  });

  it('pauses without losing its place, and measures again from there on resuming', () => {
    const paused = run([
      { type: 'start', name: 'a.mp4', total: 100 * MB, at: 0 },
      { type: 'progress', bytes: 0, at: 0 },
      { type: 'progress', bytes: 40 * MB, at: 4000 },
      { type: 'pause' },
      { type: 'progress', bytes: 41 * MB, at: 4100 },
    ]);
    expect(paused.status).toBe('paused');
    expect(progressLine(paused, _, 'en')).toBe('40% · paused');
    const resumed = nextState(paused, { type: 'resume', at: 60_000 });
    expect(resumed.status).toBe('uploading');
    expect(progressLine(resumed, _, 'en')).toBe('40%');
  });

  it('keeps the server’s message on failure, says when it is done, and ends at idle when cancelled', () => {
    const uploading = run([{ type: 'start', name: 'a.mov', total: 10, at: 0 }]);
    expect(nextState(uploading, { type: 'fail', message: 'The video must be an MP4 or WebM file' })).toEqual({
      status: 'failed',
      name: 'a.mov',
      message: 'The video must be an MP4 or WebM file',
    });
    const done = nextState(uploading, { type: 'finish' });
    expect(done).toEqual({ status: 'done', name: 'a.mov' });
    expect(progressLine(done, _, 'en')).toBe('100% · uploaded');
    expect(nextState(uploading, { type: 'cancel' })).toEqual(idle);
    expect(nextState(idle, { type: 'pause' })).toBe(idle);
    expect(nextState(idle, { type: 'fail', message: 'x' })).toBe(idle);
  });
});
