import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_MODULES, routePreloads } from './route-preloads.js';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));

/** A dist folder holding only a manifest shaped as Vite writes it. */
function distWith(manifest: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'coursewise-manifest-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('route preloads', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('names route modules that exist in the web app and that its router loads', () => {
    const router = readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');
    for (const [, key] of ROUTE_MODULES) {
      expect(existsSync(path.join(webRoot, key)), key).toBe(true);
      const specifier = `../${key.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
      expect(router, key).toContain(`import('${specifier}')`);
    }
  });

  it('preloads a page’s route chunk and the chunks it imports, links their CSS on a server-rendered page, but nothing index.html loads', () => {
    const dir = distWith({
      'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_shared-1.js'] },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      '_grid-1.js': { file: 'assets/grid-1.js', css: ['assets/grid-1.css'], imports: ['_shared-1.js'] },
      'src/features/catalogue/routes/course-page.tsx': {
        file: 'assets/course-page-1.js',
        imports: ['index.html', '_grid-1.js'],
        css: ['assets/course-page-1.css'],
      },
      'src/features/learning/routes/my-learning-page.tsx': {
        file: 'assets/my-learning-1.js',
        imports: ['index.html', '_grid-1.js'],
      },
    });
    dirs.push(dir);
    const preloads = routePreloads(dir);
    expect(preloads('/courses/sourdough')).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/course-page-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/grid-1.js">',
        // The server draws the course page: its styles apply from the first paint.
        '<link rel="stylesheet" crossorigin href="/assets/course-page-1.css">',
        '<link rel="stylesheet" crossorigin href="/assets/grid-1.css">',
      ].join(''),
    );
    // A page the browser draws only preloads them: its script applies them when it renders.
    expect(preloads('/my-learning')).toBe(
      [
        '<link rel="modulepreload" crossorigin href="/assets/my-learning-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/grid-1.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/grid-1.css">',
      ].join(''),
    );
    // The catalogue's module is not in this build; the home page and unknown pages have none.
    expect(preloads('/courses')).toBe('');
    expect(preloads('/')).toBe('');
    expect(preloads('/courses/a/b')).toBe('');
  });

  it('answers nothing without a build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'coursewise-nobuild-'));
    dirs.push(dir);
    expect(routePreloads(dir)('/courses')).toBe('');
  });
});
