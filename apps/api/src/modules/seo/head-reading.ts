import { Parser } from 'htmlparser2';

/**
 * For tests: a served page read as a crawler reads it, with an HTML parser (entities decoded, any
 * attribute order), and its JSON-LD checked against the properties each schema.org type needs.
 */

export interface ReadPage {
  titles: string[];
  /** `<meta name|property=… content=…>`, every value of each key in order. */
  meta: Map<string, string[]>;
  canonical: string[];
  /** The text of each `application/ld+json` script, parsed. */
  jsonLd: unknown[];
  /** The text inside `#root` before the script runs, whitespace collapsed. */
  rootText: string;
}

export function readPage(html: string): ReadPage {
  const page: ReadPage = { titles: [], meta: new Map(), canonical: [], jsonLd: [], rootText: '' };
  let text: string | null = null;
  let rootDepth = 0;
  let rootText = '';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (rootDepth > 0) rootDepth += 1;
        rootText += ' ';
        if (name === 'div' && attrs.id === 'root') rootDepth = 1;
        if (name === 'title' || (name === 'script' && attrs.type === 'application/ld+json')) text = '';
        const key = name === 'meta' ? (attrs.name ?? attrs.property) : undefined;
        if (key && attrs.content !== undefined)
          page.meta.set(key, [...(page.meta.get(key) ?? []), attrs.content]);
        if (name === 'link' && attrs.rel === 'canonical' && attrs.href) page.canonical.push(attrs.href);
      },
      ontext(data) {
        if (text !== null) text += data;
        if (rootDepth > 0) rootText += data;
      },
      onclosetag(name) {
        if (rootDepth > 0) rootDepth -= 1;
        rootText += ' ';
        if (name === 'title' && text !== null) page.titles.push(text);
        if (name === 'script' && text !== null) page.jsonLd.push(JSON.parse(text));
        if (name === 'title' || name === 'script') text = null;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  page.rootText = rootText.replace(/\s+/g, ' ').trim();
  return page;
}

/** The one value of a meta tag (undefined when absent; a test fails on a duplicate). */
export function metaOf(page: ReadPage, key: string): string | undefined {
  const values = page.meta.get(key) ?? [];
  if (values.length > 1) throw new Error(`${key} is given ${values.length} times`);
  return values[0];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The properties each type needs (Google's required properties for its rich results, plus what our
 * pages promise: a course's offer has a price and currency). Nested objects are checked by their own
 * `@type`.
 */
const required: Record<string, readonly string[]> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  EntryPoint: ['urlTemplate'],
  ItemList: ['itemListElement'],
  ListItem: ['position'],
  Course: ['name', 'description', 'provider', 'offers'],
  Offer: ['price', 'priceCurrency'],
  AggregateRating: ['ratingValue', 'ratingCount'],
  CourseInstance: ['courseMode'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  Person: ['name', 'url'],
  EducationalOccupationalCredential: ['name', 'credentialCategory', 'recognizedBy', 'url'],
};
/** A nested object naming a thing described elsewhere (a credential's course) needs only its name. */
const asReference: Record<string, readonly string[]> = { Course: ['name', 'url'] };

/** What is wrong with a JSON-LD document: an unknown type, a missing property, a bad context. */
export function schemaProblems(document: unknown, path = '$', isTop = true): string[] {
  if (Array.isArray(document))
    return document.flatMap((item, i) => schemaProblems(item, `${path}[${i}]`, false));
  if (!isObject(document)) return [];
  const problems: string[] = [];
  if (isTop && document['@context'] !== 'https://schema.org')
    problems.push(`${path}: @context is not schema.org`);
  const type = document['@type'];
  if (typeof type === 'string') {
    const needs = (isTop ? undefined : asReference[type]) ?? required[type];
    if (!needs) problems.push(`${path}: no checker knows @type ${type}`);
    for (const property of needs ?? []) {
      const value = document[property];
      if (
        value === undefined ||
        value === null ||
        value === '' ||
        (Array.isArray(value) && value.length === 0)
      )
        problems.push(`${path}: ${type} lacks ${property}`);
    }
    // A breadcrumb or list item names where it leads.
    if (type === 'ListItem' && document.item === undefined && document.url === undefined)
      problems.push(`${path}: ListItem lacks item or url`);
  } else if (isTop) {
    problems.push(`${path}: no @type`);
  }
  for (const [key, value] of Object.entries(document)) {
    if (!key.startsWith('@')) problems.push(...schemaProblems(value, `${path}.${key}`, false));
  }
  return problems;
}

/** The page's JSON-LD documents of one type. */
export const ofType = (page: ReadPage, type: string): Json[] =>
  page.jsonLd.filter((doc): doc is Json => isObject(doc) && doc['@type'] === type);
