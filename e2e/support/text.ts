/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of sanitised HTML (an FAQ answer, a help article), without tags or entities. */
export const textOfHtml = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Text with every space removed, to compare what is shown with its source regardless of layout. */
export const withoutSpaces = (text: string): string => text.replace(/\s+/g, '');
