import { INITIAL_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '@coursewise/contract/first-paint';

/** What a link preview and a search engine read: the page's title, description and Open Graph tags. */
export interface PageMeta {
  title: string;
  description: string;
  /** The canonical address, also `og:url`. */
  url: string;
  imageUrl: string | null;
  type?: 'website' | 'article' | 'profile';
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
 * The built index.html cut where a page's own parts go: `start` is the head's fixed part (charset,
 * viewport, the app's stylesheet and script), which is the same for every page and can be sent before
 * the page's data is read; `defaultTags` the built title and description; `end` from `</head>` on.
 */
export interface DocumentTemplate {
  start: string;
  defaultTags: string;
  end: string;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta name="description"[^>]*>\s*/;

export function documentTemplate(indexHtml: string): DocumentTemplate {
  const defaultTags = [TITLE, DESCRIPTION].map((re) => re.exec(indexHtml)?.[0].trim() ?? '').join('\n    ');
  const bare = indexHtml.replace(TITLE, '').replace(DESCRIPTION, '');
  const headEnd = bare.indexOf('</head>');
  return { start: bare.slice(0, headEnd), defaultTags, end: bare.slice(headEnd) };
}

export const SERVER_RENDERED_ROOT = `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`;

/**
 * What follows the document's start for one page: its head tags (the title, description, Open Graph
 * and Twitter tags and JSON-LD, or the built defaults; noindex for a private page; the LCP image's
 * preload, so the browser fetches it while the scripts load), then the body with the page's root
 * HTML (the server's render, marked for hydration, or static facts React replaces) and its initial
 * data at the end as a non-executable JSON script (the CSP allows no inline scripts, and needs none).
 */
export function pageRest(
  template: DocumentTemplate,
  head: PageHead | null,
  isServerRendered = false,
): string {
  const { meta, preloadImage, initialDataJson, noindex, notFound, rootHtml } = head ?? {};
  const tags = [
    // A page that names nothing is left out too (a streamed one is answered 200: `web-app.ts`).
    ...(noindex || notFound ? ['<meta name="robots" content="noindex">'] : []),
    ...(meta ? metaTags(meta) : [template.defaultTags]),
    ...(preloadImage ? [preloadTag(preloadImage)] : []),
  ];
  // Replacements are functions: a `$&` or `$'` in a course title must not be read as a pattern.
  let end = template.end;
  if (rootHtml) {
    const root = isServerRendered ? SERVER_RENDERED_ROOT : '<div id="root">';
    end = end.replace('<div id="root"></div>', () => `${root}${rootHtml}</div>`);
  }
  if (initialDataJson) {
    const script = `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForScript(initialDataJson)}</script>`;
    end = end.replace('</body>', () => `  ${script}\n  </body>`);
  }
  return `    ${tags.join('\n    ')}\n  ${end}`;
}

/** A whole page: the document's start, then the page's own parts. */
export const injectHead = (indexHtml: string, head: PageHead | null): string => {
  const template = documentTemplate(indexHtml);
  return template.start + pageRest(template, head);
};
