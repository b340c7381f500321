import ts from 'typescript';

/**
 * Finds API paths written as strings in apps/web/src (issue 20: the web calls operations through
 * `call(route, …)` and links through `hrefOf(route, …)`, so a path written by hand is a call the
 * typecheck cannot follow). A string or template literal is an API path when
 * - it is an address under `/api/` (`/api/…`, `api/…`, or after an origin: `https://host/api/…`,
 *   `${origin}/api/…`), or
 * - written without a leading slash, it matches a route of the contract's tables, each `${…}` of a
 *   template and each `:param` standing for one path segment (`course/list?page=2`,
 *   `certification/${id}/pdf`), or it ends in `/` and begins one with two segments or more
 *   (`course/payment/` + id; a lone `admin/` is as much a folder's or a page's).
 * Prose (any space), single words and the names of the web's own source files (`api/get-cart.ts`,
 * `admin/users/users-page.tsx`: folders share names with API areas) are not paths.
 * Literals with a leading slash are the app's own page addresses (React Router's, and the console's
 * `/admin/…` pages mirror the admin API's paths), so they are never matched against the routes. A
 * relative `path` of a React Router route object (`{ path, element }`) or `<Route path>` is a page too:
 * it is reported apart, as `routerPaths`, when it happens to match a route, never as a violation.
 */

export interface SourceFile {
  /** Path relative to apps/web/src, with forward slashes. */
  path: string;
  text: string;
}

export interface ApiRoute {
  id: string;
  method: string;
  url: string;
}

export interface PathFinding {
  file: string;
  line: number;
  /** The literal as written, each `${…}` shown as `${…}`. */
  literal: string;
  detail: string;
}

/** Stands for each `${…}` of a template literal while it is matched, and how a finding shows it. */
const HOLE = '\u0000';
const SHOWN_HOLE = '$' + '{…}';
const SOURCE_FILE = /\.(tsx?|jsx?|mjs|css)$/;
/** Properties that make an object literal a React Router route object. */
const ROUTE_OBJECT_KEYS = new Set(['element', 'Component', 'lazy', 'children', 'index', 'errorElement']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every route of the tables `@coursewise/contract/routes` exports (its functions are skipped). */
export function routesOf(tables: Readonly<Record<string, unknown>>): ApiRoute[] {
  return Object.values(tables)
    .filter(isRecord)
    .flatMap((table) => Object.values(table))
    .filter(
      (route): route is ApiRoute =>
        isRecord(route) &&
        typeof route.id === 'string' &&
        typeof route.method === 'string' &&
        typeof route.url === 'string',
    );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether one segment of a literal can be the route's segment. */
function segmentMatches(literal: string, route: string): boolean {
  if (literal.startsWith(':')) return route !== '';
  if (route.startsWith(':')) return literal !== '';
  if (!literal.includes(HOLE)) return literal === route;
  return new RegExp(`^${literal.split(HOLE).map(escapeRegExp).join('.*')}$`).test(route);
}

/** Whether the literal's segments are the route's path, or (`isPrefix`) its beginning. */
function matchesRoute(segments: readonly string[], route: ApiRoute, isPrefix: boolean): boolean {
  const parts = route.url.split('/').slice(1);
  // A trailing `*` (signed media) takes one or more segments.
  const hasRest = parts.at(-1) === '*';
  const fixed = hasRest ? parts.slice(0, -1) : parts;
  if (isPrefix) {
    if (segments.length >= parts.length) return false;
  } else if (hasRest ? segments.length <= fixed.length : segments.length !== parts.length) {
    return false;
  }
  return segments.every((segment, i) => i >= fixed.length || segmentMatches(segment, fixed[i] ?? ''));
}

const isFixed = (segment: string) => segment.replaceAll(HOLE, '') !== '' && !segment.startsWith(':');

/** How closely a matching route fits: fixed text on fixed segments, holes on parameters. */
function fitOf(segments: readonly string[], route: ApiRoute): number {
  const parts = route.url.split('/').slice(1);
  return segments.filter((segment, i) => isFixed(segment) !== (parts[i] ?? '').startsWith(':')).length;
}

/** What makes the literal an API path, or null when it is not one. */
export function apiPathIn(text: string, routes: readonly ApiRoute[]): string | null {
  // Not a path: prose, a single word, or one of the web's own source files (`api/get-cart.ts`).
  if (/\s/.test(text) || !text.includes('/') || SOURCE_FILE.test(text)) return null;
  const afterOrigin = text.replace(/^([a-z][a-z+.-]*:\/\/[^/]*|\0)(?=\/)/i, '');
  if (/^\/?api\/[^?#]/.test(afterOrigin)) return 'is an address under /api/';
  if (afterOrigin !== text || text.startsWith('/') || text.startsWith('.')) return null;
  const path = text.replace(/[?#].*$/, '');
  const segments = path.split('/');
  const isPrefix = path.endsWith('/');
  if (isPrefix) segments.pop();
  // A beginning of one segment (`admin/`) is as much a folder or a page's as the API's.
  if (!segments.some(isFixed) || (isPrefix && segments.length < 2)) return null;
  const [route] = routes
    .filter((candidate) => matchesRoute(segments, candidate, isPrefix))
    .sort((a, b) => fitOf(segments, b) - fitOf(segments, a));
  if (!route) return null;
  return `${isPrefix ? 'begins' : 'names'} ${route.method} ${route.url} (${route.id})`;
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  return node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join('');
}

/** A module specifier: `import … from '…'`, `export … from '…'`, `import('…')`. */
function isModuleSpecifier(node: ts.Node): boolean {
  const { parent } = node;
  if ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node)
    return true;
  return ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword;
}

const nameOf = (name: ts.Node) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : '');

/** The `path` of a React Router route object or of a `<Route>` element. */
function isRouterPath(node: ts.Node): boolean {
  const { parent } = node;
  if (ts.isPropertyAssignment(parent) && nameOf(parent.name) === 'path') {
    const object = parent.parent;
    return (
      ts.isObjectLiteralExpression(object) &&
      object.properties.some((property) => property.name && ROUTE_OBJECT_KEYS.has(nameOf(property.name)))
    );
  }
  if (ts.isJsxAttribute(parent) && nameOf(parent.name) === 'path') {
    const element = parent.parent.parent;
    return (
      (ts.isJsxSelfClosingElement(element) || ts.isJsxOpeningElement(element)) &&
      element.tagName.getText() === 'Route'
    );
  }
  return false;
}

/**
 * The API paths written in the given files (tests included: a test builds the address it expects
 * from the route table), and the router paths that match a route, which are pages and allowed.
 */
export function checkApiPaths(
  files: readonly SourceFile[],
  routes: readonly ApiRoute[],
): { violations: PathFinding[]; routerPaths: PathFinding[] } {
  const violations: PathFinding[] = [];
  const routerPaths: PathFinding[] = [];
  for (const file of files) {
    const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node) => {
      const text = literalText(node);
      const detail = text === null || isModuleSpecifier(node) ? null : apiPathIn(text, routes);
      if (text !== null && detail !== null) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        const finding = { file: file.path, line, literal: text.replaceAll(HOLE, SHOWN_HOLE), detail };
        (isRouterPath(node) ? routerPaths : violations).push(finding);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { violations, routerPaths };
}

export const formatFinding = (f: PathFinding): string => `${f.file}:${f.line}: '${f.literal}' ${f.detail}`;
