import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/i18n';
import {
  formatSpeed,
  formatTimeLeft,
  idle,
  nextState,
  progressLine,
  type ResumableEvent,
  type ResumableState,
} from './resumable-progress';

const MB = 1024 * 1024;
const de = createTestI18n('de').t;
const fr = createTestI18n('fr').t;
const es = createTestI18n('es').t;
const run = (events: ResumableEvent[], from: ResumableState = idle) => events.reduce(nextState, from);
// Intl writes a percentage with a no-break space before the sign in German, French and Spanish.
const NBSP = '\u00a0';

describe('the resumable upload’s line in other languages', () => {
  const uploading = run([
    { type: 'start', name: 'lektion.mp4', total: 100 * MB, at: 0 },
    { type: 'progress', bytes: 0, at: 0 },
    { type: 'progress', bytes: 20 * MB, at: 2000 },
  ]);

  it('says percent, speed and time left in German and French figures and words', () => {
    expect(progressLine(uploading, de, 'de')).toBe(`20${NBSP}% · 10,0 MB/s · noch 8 s`);
    expect(progressLine(uploading, fr, 'fr')).toBe(`20${NBSP}% · 10,0 Mo/s · 8 s restantes`);
  });

  it('says paused and uploaded in the page’s language', () => {
    const paused = nextState(uploading, { type: 'pause' });
    expect(progressLine(paused, de, 'de')).toBe(`20${NBSP}% · pausiert`);
    expect(progressLine(paused, fr, 'fr')).toBe(`20${NBSP}% · en pause`);
    const done = nextState(uploading, { type: 'finish' });
    expect(progressLine(done, de, 'de')).toBe(`100${NBSP}% · hochgeladen`);
    expect(progressLine(done, es, 'es')).toBe(`100${NBSP}% · subido`);
  });

  it('words speeds and times left as a German, French or Spanish reader expects', () => {
    expect(formatSpeed(1.25 * MB, de, 'de')).toBe('1,3 MB/s');
    expect(formatSpeed(850 * 1024, fr, 'fr')).toBe('850 ko/s');
    expect(formatTimeLeft(80 * 60 * MB, MB, de)).toBe('noch 1 h 20 min');
    expect(formatTimeLeft(180 * MB, MB, fr)).toBe('3 min restantes');
    expect(formatTimeLeft(1, MB, fr)).toBe('1 s restante');
    expect(formatTimeLeft(1, MB, es)).toBe('queda 1 s');
    expect(formatTimeLeft(10 * MB, MB, es)).toBe('quedan 10 s');
  });
});
