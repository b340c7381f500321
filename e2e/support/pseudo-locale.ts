import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * The pseudo-locale run (issue 26): the browser is served the English catalogues with every word of
 * every message wrapped in ⟦ ⟧, so a page shows ⟦Sign in⟧ where a catalogue speaks and plain "Sign in"
 * where the markup does. Text the API or the server's page data sent (course titles, names, the server's
 * own messages) is the content, not the UI, and is set aside, as are dates and numbers `Intl` wrote in
 * English. What is left is a word no catalogue holds.
 */

const webDir = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const cataloguesDir = `${webDir}src/i18n/catalogues/`;

type Compiled = ReturnType<typeof compileMessageOrThrow>;

const OPEN = '⟦';
const CLOSE = '⟧';

/** Literal text wrapped, its numbered tags (`<0>`, `</0>`, which the app turns into elements) left out. */
const wrapWords = (text: string): string =>
  text
    .split(/(<\/?\d+>)/)
    .map((part) => (part === '' || /^<\/?\d+>$/.test(part) ? part : `${OPEN}${part}${CLOSE}`))
    .join('');

/**
 * Each English catalogue's built chunk, with its messages made pseudo. The chunks are named for their
 * file (`en.json-<hash>.js`); which catalogue a chunk holds, its first id tells.
 */
function pseudoCatalogues(): Map<string, Record<string, Compiled>> {
  const assets = `${webDir}dist/assets/`;
  const chunks = readdirSync(assets)
    .filter((file) => /^en\.json-.*\.js$/.test(file))
    .map((file) => ({ file, text: readFileSync(`${assets}${file}`, 'utf8') }));
  const catalogues = new Map<string, Record<string, Compiled>>();
  for (const catalogue of readdirSync(cataloguesDir)) {
    const messages = JSON.parse(readFileSync(`${cataloguesDir}${catalogue}/en.json`, 'utf8')) as Record<
      string,
      string
    >;
    const [firstId] = Object.keys(messages);
    const chunk = chunks.find(({ text }) => text.includes(`{"${firstId}":`));
    if (!chunk) throw new Error(`The build has no chunk for the ${catalogue} catalogue`);
    const pseudo = Object.fromEntries(
      Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message, wrapWords)]),
    );
    catalogues.set(`assets/${chunk.file}`, pseudo);
  }
  return catalogues;
}

/**
 * The chunk with its object of messages swapped for the pseudo one. The object is the one literal
 * that starts with the catalogue's first id and ends before the chunk's exports; what surrounds it (a
 * chunk the console also imports by name exports it twice) stays as built.
 */
function swapMessages(chunk: string, messages: Record<string, Compiled>): string {
  const [firstId] = Object.keys(messages);
  const start = chunk.indexOf(`{"${firstId}":`);
  const end = chunk.lastIndexOf('};export{') + 1;
  if (start < 0 || end <= start) throw new Error(`A catalogue chunk is not shaped as expected: ${firstId}`);
  return `${chunk.slice(0, start)}${JSON.stringify(messages)}${chunk.slice(end)}`;
}

/** A message as the pseudo locale says it: its English with each literal part wrapped. */
export function pseudo(english: string): string {
  return english
    .split(/(\{\w+\})/)
    .map((part) => (part === '' || /^\{\w+\}$/.test(part) ? part : `${OPEN}${part}${CLOSE}`))
    .join('');
}

const INITIAL_DATA = /<script type="application\/json" id="coursewise-initial-data">([\s\S]*?)<\/script>/;

/** Strings the API sent: content, not UI. Collected before the page sees the answer (no race). */
export interface Content {
  strings: Set<string>;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};

function htmlText(html: string): string[] {
  return html
    .split(/<[^>]*>/)
    .map((piece) => piece.replace(/&(\w+|#\d+);/g, (whole, name: string) => ENTITIES[name] ?? whole).trim())
    .filter((piece) => /\p{L}{2,}/u.test(piece));
}

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (!/\p{L}{2,}/u.test(value)) return;
    into.add(value);
    // Rich text (the CMS's, a course's description) is shown as the text between its tags, or, in the
    // console's lists, as all of it run together.
    if (value.includes('<')) {
      const pieces = htmlText(value);
      for (const piece of pieces) into.add(piece);
      into.add(pieces.join(''));
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, into);
  }
}

/** Serves the pseudo catalogues to `context` and records every string its API answers hold. */
export async function speakPseudo(context: BrowserContext, baseUrl: string): Promise<Content> {
  const content: Content = { strings: new Set() };
  // A server-rendered page brings its first screen's answers inside its HTML; a video's captions are
  // the instructor's words, which the transcript shows.
  await context.route(`${baseUrl}/**`, async (route) => {
    const isPage = route.request().resourceType() === 'document';
    if (!isPage && !new URL(route.request().url()).pathname.endsWith('.vtt')) return route.fallback();
    const response = await route.fetch();
    const body = await response.text();
    const data = isPage ? INITIAL_DATA.exec(body)?.[1] : undefined;
    if (data) collectStrings(JSON.parse(data), content.strings);
    if (!isPage) for (const line of body.split('\n')) collectStrings(line.trim(), content.strings);
    await route.fulfill({ response, body });
  });
  for (const [file, messages] of pseudoCatalogues()) {
    await context.route(`${baseUrl}/${file}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: swapMessages(await response.text(), messages) });
    });
  }
  await context.route(`${baseUrl}/api/**`, async (route) => {
    // A stream (the notifications' events) stays open: it goes through untouched.
    if ((route.request().headers().accept ?? '').includes('text/event-stream')) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('json')) collectStrings(JSON.parse(body), content.strings);
    // Captions the API serves are the instructor's words too.
    if (type.includes('text/vtt'))
      for (const line of body.split('\n')) collectStrings(line.trim(), content.strings);
    await route.fulfill({ response, body });
  });
  await context.addCookies([{ name: 'locale', value: 'en', url: baseUrl }]);
  return content;
}

/** Words `Intl` writes in English: month and day names, relative times, language and currency names. */
function intlWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.match(/\p{L}+/gu) ?? []) words.add(word);
  };
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 3));
    for (const style of ['long', 'short'] as const) {
      add(new Intl.DateTimeFormat('en-GB', { month: style, weekday: style, timeZone: 'UTC' }).format(date));
      add(new Intl.DateTimeFormat('en-US', { month: style, weekday: style, timeZone: 'UTC' }).format(date));
    }
  }
  add(new Intl.DateTimeFormat('en', { hour: 'numeric', hour12: true }).format(new Date()));
  const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const) {
    for (const value of [-2, -1, 0, 1, 2]) add(relative.format(value, unit));
  }
  const languages = new Intl.DisplayNames('en', { type: 'language' });
  for (const code of ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ja', 'zh', 'ar', 'ru', 'ko', 'hi']) {
    add(languages.of(code) ?? '');
  }
  return words;
}

const INTL_WORDS = intlWords();
/**
 * What reads the same in every language: the brand and other names (card brands, social networks,
 * the languages named in themselves), codes ("USD", "PDF"), addresses on the site or the web shown as
 * examples ("/courses/<slug>?coupon=<code>", "https://"), the start of a Stripe key.
 */
const SAME_EVERYWHERE = [
  /\b(Coursewise|Stripe|English|Español|Français|Deutsch|[A-Z]{2,4})\b/g,
  /\b(Visa|Mastercard|American Express|Discover|Diners Club|UnionPay)\b/g,
  /\b(Facebook|X|Twitter|Instagram|LinkedIn|YouTube|TikTok|GitHub)\b/g,
  /(?<!\p{L})\/[\w.<>{}-]+(\/[\w.<>{}-]+)*(\?[\w=&<>{}-]+)?/gu,
  /\bhttps?:\/\/\S*/g,
  /\b(pk|sk|whsec)_\w*…?/g,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What is left of a shown text once the catalogues' words, the content and Intl's words are set aside. */
function untranslatedPart(text: string, content: Content): string {
  let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
  if (!/\p{L}{2,}/u.test(rest)) return '';
  const data = [...content.strings].filter((value) => value.length >= 2);
  // A list's excerpt of a longer text ("Open the course, choose…") is content whole.
  const excerpt = rest.replace(/…\s*$/, '').replace(/\s+/g, '');
  if (excerpt.length >= 20 && data.some((value) => value.replace(/\s+/g, '').includes(excerpt))) return '';
  data.sort((a, b) => b.length - a.length);
  for (const value of data) {
    if (!rest.includes(value)) continue;
    rest = rest.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(value)}(?!\\p{L})`, 'gu'), ' ');
  }
  rest = SAME_EVERYWHERE.reduce((left, pattern) => left.replace(pattern, ' '), rest);
  const words = (rest.match(/\p{L}{2,}/gu) ?? []).filter((word) => !INTL_WORDS.has(word));
  return words.join(' ');
}

interface Shown {
  text: string;
  where: string;
}

/** Every text the page shows or names (text nodes, accessible names, placeholders, the title). */
function shownTexts(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const shown: { text: string; where: string }[] = [];
    const describe = (element: Element | null): string => {
      const parts: string[] = [];
      for (let at = element; at && at !== document.body && parts.length < 4; at = at.parentElement) {
        parts.unshift(at.tagName.toLowerCase() + (at.id ? `#${at.id}` : ''));
      }
      return parts.join(' > ');
    };
    // Met by nobody: not drawn (display or visibility), or kept from screen readers and put off the
    // page (a form's honeypot, a textarea's hidden twin that measures its height).
    const metByNobody = (element: Element): boolean => {
      if (!element.checkVisibility({ visibilityProperty: true })) return true;
      if (!element.closest('[aria-hidden="true"]')) return false;
      const box = element.getBoundingClientRect();
      return box.right <= 0 || box.bottom <= 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template') || metByNobody(parent)) continue;
      // A chart's label is one <text>, broken into lines (<tspan>s): read whole.
      const svgText = parent.closest('svg text');
      if (svgText && svgText !== parent && node !== svgText.querySelector('tspan')?.firstChild) continue;
      const text = svgText
        ? Array.from(svgText.querySelectorAll('tspan'))
            .map((line) => line.textContent)
            .join(' ')
        : (node.textContent ?? '');
      if (text.trim()) shown.push({ text, where: describe(parent) });
    }
    const attributes = ['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt'];
    for (const element of Array.from(
      document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(',')),
    )) {
      if (metByNobody(element)) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value?.trim()) shown.push({ text: value, where: `${describe(element)} [${name}]` });
      }
    }
    shown.push({ text: document.title, where: 'title' });
    return shown;
  });
}

/** The words `page` shows that no catalogue holds, each with where it is ("main > h1: Hello"). */
export async function untranslatedWords(page: Page, content: Content): Promise<string[]> {
  const shown = await shownTexts(page);
  const found: string[] = [];
  for (const { text, where } of shown) {
    const left = untranslatedPart(text, content);
    if (left) found.push(`${where}: "${text.trim().slice(0, 80)}" (${left})`);
  }
  return [...new Set(found)];
}
