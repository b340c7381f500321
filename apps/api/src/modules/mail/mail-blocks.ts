/**
 * What a mail says, as blocks that `composeMail` renders twice (plain text and HTML), so the two parts
 * cannot say different things.
 */

/** A link whose visible text is the URL (or the address of a `mailto:`), so the text part shows it too. */
export interface MailLink {
  href: string;
  text: string;
}

/** A run of a paragraph: plain words, or a link. Line breaks inside a string are kept in both parts. */
export type Inline = string | MailLink;

export type MailBlock =
  | { kind: 'paragraph'; content: Inline[] }
  /** A one-time code, shown large. */
  | { kind: 'code'; code: string }
  /** Rows of label and amount (an order's lines); the last row is the total. */
  | { kind: 'table'; rows: [label: string, value: string][] };

export const paragraph = (...content: Inline[]): MailBlock => ({ kind: 'paragraph', content });

export const codeBlock = (code: string): MailBlock => ({ kind: 'code', code });

export const amountsTable = (rows: [string, string][]): MailBlock => ({ kind: 'table', rows });

export const link = (url: string): MailLink => ({ href: url, text: url });

export const mailtoLink = (address: string): MailLink => ({
  href: `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}`,
  text: address,
});

// Sentence punctuation right after a URL ("see https://x.example.") belongs to the sentence.
const URL_IN_TEXT = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]']/g;

/** Someone else's text (a contact message) with the URLs it contains made links. */
export function linkify(text: string): Inline[] {
  const runs: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index ?? 0;
    if (start > last) runs.push(text.slice(last, start));
    runs.push(link(match[0]));
    last = start + match[0].length;
  }
  if (last < text.length) runs.push(text.slice(last));
  return runs;
}
