import { existsSync } from 'node:fs';

/** The Chromium to drive: CHROME_PATH, else Debian's /usr/bin/chromium; null when neither exists. */
export function findChrome(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}
