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

  it('gives a page the browser draws its code and styles to fetch with the HTML, and a server-drawn page its styles inline and no code', () => {
    const dir = distWith({
      'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_helper-1.js'] },
      '_helper-1.js': { file: 'assets/helper-1.js' },
      'src/app/start.tsx': { file: 'assets/app-1.js', css: ['assets/app-1.css'], imports: ['_helper-1.js'] },
      '_grid-1.js': { file: 'assets/grid-1.js', css: ['assets/grid-1.css'], imports: ['src/app/start.tsx'] },
      'src/features/catalogue/routes/course-page.tsx': {
        file: 'assets/course-page-1.js',
        imports: ['src/app/start.tsx', '_grid-1.js'],
        css: ['assets/course-page-1.css'],
      },
      'src/features/learning/routes/my-learning-page.tsx': {
        file: 'assets/my-learning-1.js',
        imports: ['src/app/start.tsx', '_grid-1.js'],
      },
    });
    dirs.push(dir);
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/app-1.css'), '.header{color:red}');
    writeFileSync(path.join(dir, 'assets/course-page-1.css'), '.title{color:blue}');
    const preloads = routePreloads(dir);
    // Drawn by the server: every stylesheet inline (one it cannot read stays a link), no script.
    expect(preloads('/courses/sourdough')).toBe(
      [
        '<style data-href="/assets/app-1.css">.header{color:red}</style>',
        '<style data-href="/assets/course-page-1.css">.title{color:blue}</style>',
        '<link rel="stylesheet" crossorigin href="/assets/grid-1.css">',
      ].join(''),
    );
    expect(preloads('/')).toBe('<style data-href="/assets/app-1.css">.header{color:red}</style>');
    // Drawn by the browser: the app and the route preloaded, the app's stylesheet linked.
    const appTags =
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js"><link rel="stylesheet" crossorigin href="/assets/app-1.css">';
    expect(preloads('/my-learning')).toBe(
      [
        appTags,
        '<link rel="modulepreload" crossorigin href="/assets/my-learning-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/grid-1.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/grid-1.css">',
      ].join(''),
    );
    // The catalogue's module is not in this build; unknown pages get the app alone.
    expect(preloads('/courses')).toBe('<style data-href="/assets/app-1.css">.header{color:red}</style>');
    expect(preloads('/courses/a/b')).toBe(appTags);
  });

  it('answers nothing without a build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'coursewise-nobuild-'));
    dirs.push(dir);
    expect(routePreloads(dir)('/courses')).toBe('');
  });
});
