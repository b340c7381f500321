import { INITIAL_DATA_ELEMENT_ID } from '@coursewise/contract/first-paint';

/** What a link preview and a search engine read: the page's title, description and Open Graph tags. */
export interface PageMeta {
  title: string;
  description: string;
  /** The canonical address, also `og:url`. */
  url: string;
  imageUrl: string | null;
  type?: 'website' | 'article';
  /** `og:site_name`: the school's name from the settings. */
  siteName?: string;
  /** schema.org objects, each written as its own `application/ld+json` script. */
  structuredData?: readonly object[];
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
  /** A page search engines must leave out (sign-in, a learner's own pages): `robots` noindex. */
  noindex?: boolean;
  /**
   * Static HTML put inside the app's root element: what the page says before its script runs (link
   * previews, readers without script). React replaces it on its first render.
   */
  rootHtml?: string;
}

export const escapeAttr = (value: string): string =>
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
  const siteName = meta.siteName
    ? [`<meta property="og:site_name" content="${escapeAttr(meta.siteName)}">`]
    : [];
  return [
    `<title>${escapeAttr(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}">`,
    `<link rel="canonical" href="${escapeAttr(meta.url)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}">`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}">`,
    `<meta property="og:url" content="${escapeAttr(meta.url)}">`,
    ...siteName,
    ...(meta.imageUrl ? [`<meta property="og:image" content="${escapeAttr(meta.imageUrl)}">`] : []),
    // A large card only when there is a picture to fill it.
    `<meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeAttr(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeAttr(meta.description)}">`,
    ...(meta.imageUrl ? [`<meta name="twitter:image" content="${escapeAttr(meta.imageUrl)}">`] : []),
    ...(meta.structuredData ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(JSON.stringify(data))}</script>`,
    ),
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
 * Puts a page's head into the built index.html: the title, description, Open Graph and Twitter tags
 * and JSON-LD replace the defaults (link previews and search engines see the real page), a private
 * page says noindex, and a page's static text fills the root until React renders; the LCP image's preload goes
 * early in <head>, so the browser fetches it while the scripts load; the initial data goes at the end
 * of <body> as a non-executable JSON script (the CSP allows no inline scripts, and needs none).
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  // Replacements are functions: a `$&` or `$'` in a course title must not be read as a pattern.
  let html = indexHtml;
  const { meta, preloadImage, initialDataJson, noindex, rootHtml } = head;
  if (meta || noindex) {
    const robots = noindex ? ['<meta name="robots" content="noindex">'] : [];
    const tags = [...robots, ...(meta ? metaTags(meta) : [])].join('\n    ');
    if (meta) {
      html = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
    }
    html = html.replace('</head>', () => `    ${tags}\n  </head>`);
  }
  if (rootHtml) html = html.replace('<div id="root"></div>', () => `<div id="root">${rootHtml}</div>`);
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
