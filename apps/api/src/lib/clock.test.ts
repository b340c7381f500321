import { describe, expect, it } from 'vitest';
import { orderedNowIso } from './clock.js';

describe('orderedNowIso', () => {
  it('hands out strictly later timestamps, however many come within one millisecond', () => {
    const stamps = Array.from({ length: 1000 }, () => orderedNowIso());
    for (let i = 1; i < stamps.length; i += 1) expect((stamps[i] ?? '') > (stamps[i - 1] ?? '')).toBe(true);
    // Never far ahead of the real clock: at most one millisecond per call made.
    expect(Date.parse(stamps.at(-1) as string) - Date.now()).toBeLessThanOrEqual(1000);
  });
});
