import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`.vite/manifest.json`), as far as preloading needs it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The lazy route module each page path loads (keys of the manifest: the web app's source paths, so a
 * renamed route file is caught by `route-preloads.test.ts`, which reads the real build).
 */
export const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/courses\/?$/, 'src/features/catalogue/routes/catalogue-page.tsx'],
  [/^\/courses\/[^/]+\/?$/, 'src/features/catalogue/routes/course-page.tsx'],
  [/^\/instructors\/[^/]+\/?$/, 'src/features/instructors/routes/instructor-page.tsx'],
  [/^\/learn\/[^/]+(?:\/chapters\/[^/]+)?\/?$/, 'src/features/learning/routes/player-routes.ts'],
  [/^\/my-learning\/?$/, 'src/features/learning/routes/my-learning-page.tsx'],
  [/^\/checkout\/?$/, 'src/features/checkout/routes/checkout-page.tsx'],
  [/^\/certificates\/[^/]+\/?$/, 'src/features/certificates/routes/certificate-page.tsx'],
  [/^\/signin\/?$/, 'src/features/auth/routes/sign-in-page.tsx'],
  [/^\/about\/?$/, 'src/features/content/routes/about-page.tsx'],
  [/^\/faq\/?$/, 'src/features/content/routes/faq-page.tsx'],
  [/^\/help\/?$/, 'src/features/content/routes/help-page.tsx'],
  [/^\/contact\/?$/, 'src/features/content/routes/contact-page.tsx'],
  [/^\/(?:terms|privacy)\/?$/, 'src/features/content/routes/legal-page.tsx'],
];

/**
 * Routes the server renders (`web-app.ts`): their HTML is drawn with their own stylesheets, which must
 * apply from the first paint rather than when the route's script has loaded them.
 */
const SERVER_RENDERED_ROUTES = new Set([
  'src/features/catalogue/routes/catalogue-page.tsx',
  'src/features/catalogue/routes/course-page.tsx',
  'src/features/instructors/routes/instructor-page.tsx',
  'src/features/certificates/routes/certificate-page.tsx',
  'src/features/content/routes/about-page.tsx',
  'src/features/content/routes/faq-page.tsx',
  'src/features/content/routes/help-page.tsx',
  'src/features/content/routes/contact-page.tsx',
  'src/features/content/routes/legal-page.tsx',
]);

/** The app's own build entry (`apps/web/src/app/start.tsx`), which the page's loader starts. */
export const APP_MODULE = 'src/app/start.tsx';

/**
 * `<link>` and `<style>` tags a page needs beside index.html's loader, by page path ('' without a
 * build). A page the browser draws gets the app's code and its route's preloaded with the HTML
 * instead of after the loader has asked for them (a round trip less before a phone can draw it) and
 * the app's stylesheet. A page the server draws gets its styles inline (`styleOf`) and no code: the
 * loader fetches that once the page's pictures are in, so it neither competes with them nor holds back
 * the first paint.
 */
export function routePreloads(distDir: string): (pagePath: string) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // What index.html loads itself (its script tag and stylesheet) needs no second mention.
  const inEntry = new Set<string>(collect(manifest, 'index.html').scripts);
  const app = manifest[APP_MODULE]
    ? collect(manifest, APP_MODULE, 'index.html')
    : { scripts: [], styles: [] };
  const inApp = new Set([...inEntry, ...app.scripts]);
  const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
  const appTags = {
    drawnByServer: app.styles.map((file) => styleOf(distDir, file)).join(''),
    drawnByBrowser: [
      ...app.scripts.filter((file) => !inEntry.has(file)).map(modulePreload),
      ...app.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ].join(''),
  };
  const tags = new Map<string, string>();
  for (const [, key] of ROUTE_MODULES) {
    if (!manifest[key]) continue;
    const { scripts, styles } = collect(manifest, key, 'index.html');
    const isDrawnByServer = SERVER_RENDERED_ROUTES.has(key);
    const appStyles = new Set(app.styles);
    const own = styles.filter((file) => !appStyles.has(file));
    tags.set(
      key,
      isDrawnByServer
        ? own.map((file) => styleOf(distDir, file)).join('')
        : [
            ...scripts.filter((file) => !inApp.has(file)).map(modulePreload),
            // `crossorigin` as Vite's loader asks for the stylesheet: without it the browser cannot
            // use the preload and downloads the file twice.
            ...own.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          ].join(''),
    );
  }
  return (pagePath) => {
    const key = ROUTE_MODULES.find(([pattern]) => pattern.test(pagePath))?.[1];
    const route = key ? (tags.get(key) ?? '') : '';
    return (isServerRenderedPath(pagePath) ? appTags.drawnByServer : appTags.drawnByBrowser) + route;
  };
}

/**
 * A stylesheet of a server-rendered page, inline: the page's first paint needs it, and inline it costs
 * no round trip (a phone's first visit paints about one round trip sooner; each page carries ~13 kB
 * of Brotli for it). A file that cannot be read (a partial build) stays a link.
 */
function styleOf(distDir: string, file: string): string {
  try {
    const css = readFileSync(path.join(distDir, file), 'utf8');
    // Nothing in a stylesheet of ours can end the element; if one ever could, it stays a link.
    if (!/<\/style/i.test(css)) return `<style data-href="/${file}">${css}</style>`;
  } catch {}
  return `<link rel="stylesheet" crossorigin href="/${file}">`;
}

/** Paths the server renders: the home page and the routes above. */
export function isServerRenderedPath(pagePath: string): boolean {
  if (pagePath === '/') return true;
  const key = ROUTE_MODULES.find(([pattern]) => pattern.test(pagePath))?.[1];
  return key !== undefined && SERVER_RENDERED_ROUTES.has(key);
}

/**
 * The document's start for a server-rendered page: the entry's stylesheet links (index.html) become
 * inline styles, like the route's (`styleOf`).
 */
export function withInlineEntryStyles(distDir: string, start: string): string {
  return start.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g,
    (_link, file: string) => styleOf(distDir, file),
  );
}

/** A chunk's file and every chunk it imports statically, with their CSS. */
function collect(manifest: Manifest, key: string, skip?: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>(skip ? [skip] : []);
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles };
}
