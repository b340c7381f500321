import { useCallback, useState } from 'react';

export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const STORAGE_KEY = 'playback-speed';

function readStoredSpeed(): number {
  const stored = Number(localStorage.getItem(STORAGE_KEY));
  return PLAYBACK_SPEEDS.some((speed) => speed === stored) ? stored : 1;
}

/** The learner's playback speed, kept across chapters and visits on this device. */
export function usePlaybackSpeed(): [number, (speed: number) => void] {
  const [speed, setSpeed] = useState(readStoredSpeed);
  const choose = useCallback((next: number) => {
    setSpeed(next);
    localStorage.setItem(STORAGE_KEY, String(next));
  }, []);
  return [speed, choose];
}
