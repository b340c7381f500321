import { INITIAL_DATA_ELEMENT_ID } from '@coursewise/contract/first-paint';

/** What a link preview and a search engine read: the page's title, description and Open Graph tags. */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
  type?: 'website' | 'article';
}

/** The first screen's largest picture, preloaded exactly as its `<img>` will ask for it. */
export interface ImagePreload {
  href: string;
  srcSet: string | null;
  sizes: string;
}

/**
 * What the server writes into the built index.html for one page: every part is optional, and what is
 * absent stays as built (the default title and description, no preload, no data).
 */
export interface PageHead {
  meta?: PageMeta;
  preloadImage?: ImagePreload;
  /** The page's initial data as JSON text (`InitialData`), read by the web app before its first render. */
  initialDataJson?: string;
  /** The page carries one learner's data: no cache may keep it. */
  isPrivate?: boolean;
  /** What the address names does not exist (an unknown course or certificate): answered with 404. */
  notFound?: boolean;
}

const escapeAttr = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const jsonEscapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON text that is safe inside a `<script>` element: no `<` can end the element or open a comment
 * (`</script>`, `<!--`), and the line separators U+2028/2029 are escaped as well. JSON.parse reads the
 * escapes back to the same characters.
 */
export const jsonForScript = (json: string): string =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => jsonEscapes[c] ?? c);

function metaTags(meta: PageMeta): string[] {
  return [
    `<title>${escapeAttr(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}">`,
    `<link rel="canonical" href="${escapeAttr(meta.url)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    `<meta property="og:url" content="${escapeAttr(meta.url)}">`,
    ...(meta.imageUrl
      ? [
          `<meta property="og:image" content="${escapeAttr(meta.imageUrl)}">`,
          '<meta name="twitter:card" content="summary_large_image">',
        ]
      : []),
  ];
}

/** `<link rel="preload">` with the same `srcset` and `sizes` as the `<img>`, so the picture loads once. */
export function preloadTag(image: ImagePreload): string {
  const srcSet = image.srcSet
    ? ` imagesrcset="${escapeAttr(image.srcSet)}" imagesizes="${escapeAttr(image.sizes)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttr(image.href)}"${srcSet} fetchpriority="high">`;
}

/**
 * Puts a page's head into the built index.html: the title, description and Open Graph tags replace
 * the defaults (link previews and search engines see the real page); the LCP image's preload goes
 * early in <head>, so the browser fetches it while the scripts load; the initial data goes at the end
 * of <body> as a non-executable JSON script (the CSP allows no inline scripts, and needs none).
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  // Replacements are functions: a `$&` or `$'` in a course title must not be read as a pattern.
  let html = indexHtml;
  const { meta, preloadImage, initialDataJson } = head;
  if (meta) {
    const tags = metaTags(meta).join('\n    ');
    html = html
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', () => `    ${tags}\n  </head>`);
  }
  if (preloadImage) {
    // After the viewport meta: before it the layout viewport is 980 px wide, and a phone would pick
    // (and fetch) a wider candidate for the link than for the <img> it is meant for.
    const tag = preloadTag(preloadImage);
    const anchor = [/<meta name="viewport"[^>]*>/i, /<meta charset[^>]*>/i, /<head>/i].find((re) =>
      re.test(html),
    );
    if (anchor) html = html.replace(anchor, (found) => `${found}\n    ${tag}`);
  }
  if (initialDataJson) {
    const script = `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(initialDataJson)}</script>`;
    html = html.replace('</body>', () => `  ${script}\n  </body>`);
  }
  return html;
}
