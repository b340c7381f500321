import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

const precompressScript = fileURLToPath(new URL('../../web/scripts/precompress.mjs', import.meta.url));

/** A web build in miniature, laid out as `vite build` lays it out, then pre-compressed by the real script. */
export interface WebDistFixture {
  dir: string;
  /** A content-hashed script, a stylesheet and an unhashed file under /assets/. */
  script: string;
  stylesheet: string;
  unhashedAsset: string;
  favicon: string;
  indexHtml: string;
}

const lines = (count: number, line: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => line(i)).join('\n');

/** Builds the fixture in a temporary folder before the suite and removes it after. */
export function useWebDist(): WebDistFixture {
  const fixture: WebDistFixture = {
    dir: '',
    script: '/assets/index-Ab12Cd34.js',
    stylesheet: '/assets/index-Ef56Gh78.css',
    unhashedAsset: '/assets/logo.svg',
    favicon: '/favicon.svg',
    indexHtml: '',
  };
  beforeAll(() => {
    fixture.dir = mkdtempSync(path.join(tmpdir(), 'coursewise-web-'));
    mkdirSync(path.join(fixture.dir, 'assets'));
    mkdirSync(path.join(fixture.dir, '.vite'));
    fixture.indexHtml = [
      '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Coursewise</title>',
      '<meta name="description" content="default">',
      `<script type="module" crossorigin src="${fixture.script}"></script>`,
      `<link rel="stylesheet" crossorigin href="${fixture.stylesheet}">`,
      '</head><body><div id="root"></div>',
      lines(30, (i) => `<!-- a comment that makes the page large enough to compress (${i}) -->`),
      '</body></html>',
    ].join('\n');
    const files: Record<string, string> = {
      'index.html': fixture.indexHtml,
      [fixture.script]: lines(
        400,
        (i) => `export const value${i} = ${JSON.stringify({ i, name: `item ${i}` })};`,
      ),
      [fixture.stylesheet]: lines(
        200,
        (i) => `.class-${i} { color: #${(i * 4099).toString(16).padStart(6, '0')}; }`,
      ),
      [fixture.unhashedAsset]: `<svg xmlns="http://www.w3.org/2000/svg">${lines(40, (i) => `<rect x="${i}" width="1" height="1"/>`)}</svg>`,
      [fixture.favicon]: '<svg xmlns="http://www.w3.org/2000/svg"><circle r="8"/></svg>',
      '.vite/manifest.json': '{}',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(fixture.dir, name), text);
    execFileSync(process.execPath, [precompressScript, fixture.dir], { stdio: 'ignore' });
  });
  afterAll(() => rmSync(fixture.dir, { recursive: true, force: true }));
  return fixture;
}

/** The file of the fixture behind a URL path. */
export const fileOf = (fixture: WebDistFixture, url: string) => path.join(fixture.dir, url);
