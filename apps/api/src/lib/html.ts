import { convert, type HtmlToTextOptions } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

/** The HTML that course descriptions, CMS blocks, FAQ answers and help articles may hold. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** Sanitised on write, so every reader can render it as HTML. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options).trim();

/** One line of text: links read as their words, headings keep their case, lists and quotes lose their marks. */
const toTextOptions: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
    { selector: 'ul', options: { itemPrefix: ' ' } },
    { selector: 'blockquote', format: 'block' },
    { selector: 'img', format: 'skip' },
    { selector: 'hr', format: 'skip' },
  ],
};

/** Plain text of rich text, for search indexes and meta descriptions; every HTML entity decoded. */
export const htmlToText = (html: string): string => convert(html, toTextOptions).replace(/\s+/g, ' ').trim();

/** Rich text as paragraphs of plain text (a mail's text and HTML parts alike), each trimmed, none empty. */
export const htmlToParagraphs = (html: string): string[] =>
  convert(html, toTextOptions)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/[ \t]+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
