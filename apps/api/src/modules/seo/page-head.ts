export interface PageHead {
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
  type?: 'website' | 'article';
}

const escapeAttr = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Puts a page's title, description and Open Graph tags into the built index.html, replacing its
 * default <title> and description, so link previews and search engines see the real page.
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}">`,
    `<link rel="canonical" href="${escapeAttr(head.url)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeAttr(head.title)}">`,
    `<meta property="og:description" content="${escapeAttr(head.description)}">`,
    `<meta property="og:url" content="${escapeAttr(head.url)}">`,
    ...(head.imageUrl
      ? [
          `<meta property="og:image" content="${escapeAttr(head.imageUrl)}">`,
          '<meta name="twitter:card" content="summary_large_image">',
        ]
      : []),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}
