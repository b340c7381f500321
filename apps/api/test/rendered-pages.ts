import { fileURLToPath } from 'node:url';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '@coursewise/contract/first-paint';

/** The real web build the `pages` project serves: `npm run build` makes both folders. */
export const builtWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const builtServerEntry = fileURLToPath(
  new URL('../../web/dist-server/entry-server.js', import.meta.url),
);

const DATA_SCRIPT = new RegExp(
  `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);
const RENDERED_ROOT = '<div id="root" data-rendered>';

/** The page's initial data, as the browser's script would read it. */
export function initialDataOf(html: string): InitialData {
  const text = DATA_SCRIPT.exec(html)?.[1];
  if (text === undefined) throw new Error('the page has no initial data');
  return JSON.parse(text) as InitialData;
}

/** Whether the server drew the page (its root is marked for hydration). */
export const isServerRendered = (html: string): boolean => html.includes(RENDERED_ROOT);

/**
 * What the server drew inside `#root`, without the data script (whose JSON holds the same titles) and
 * without comments (React puts `<!-- -->` between adjacent text pieces). Empty when not server-drawn.
 */
export function renderedRoot(html: string): string {
  const at = html.indexOf(RENDERED_ROOT);
  if (at === -1) return '';
  const body = html.slice(at + RENDERED_ROOT.length).replace(DATA_SCRIPT, '');
  return body.replace(/<!--[\s\S]*?-->/g, '');
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text a reader sees in some HTML: tags dropped, entities read, runs of space made one. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return entities[name] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the server-drawn root: what a visitor reads before any script runs. */
export const renderedText = (html: string): string => visibleText(renderedRoot(html));
