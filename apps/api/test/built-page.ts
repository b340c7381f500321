/**
 * A page as the server sends it when it adds nothing of a page's own: the built index.html, tags
 * untouched, with `noindex` first in its head when the address names nothing (a 404). Whitespace
 * between tags is not compared: the server writes the head's parts on lines of their own.
 */
export function asBuiltPage(indexHtml: string, { noindex }: { noindex: boolean }): string {
  const robots = noindex ? '<meta name="robots" content="noindex">' : '';
  return squeeze(indexHtml.replace(/<title>/, (title) => `${robots}${title}`));
}

export const squeeze = (html: string): string => html.replace(/>\s+</g, '><').trim();
