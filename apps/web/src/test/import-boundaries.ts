import ts from 'typescript';

/**
 * The import boundaries of apps/web/src, checked from the source text (docs/decisions.md, "Web: import
 * boundaries"). A learner feature is a folder under `features/`; the admin console is its own entry,
 * `admin/`; the shell is `app/`; everything else (`api/`, `components/`, `hooks/`, `lib/`, `store/`) is
 * shared. A feature imports no other feature, not the console and not the shell; the console imports no
 * learner feature and not the shell; shared code imports none of them; the shell, `main.tsx` and the
 * server's `entry-server.tsx` may import anything, since they mount the routes; the console only lazily (`import()`, or `import type`),
 * so none of it is in the learner's bundle.
 */

export interface SourceFile {
  /** Path relative to apps/web/src, with forward slashes: `features/cart/routes/cart-page.tsx`. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  rule:
    | 'feature-imports-feature'
    | 'feature-imports-admin'
    | 'feature-imports-app'
    | 'admin-imports-learner'
    | 'admin-imports-app'
    | 'app-imports-admin-eagerly'
    | 'shared-imports-area';
  /** The import as written, which an exception names. */
  specifier: string;
  detail: string;
}

type Area =
  | { kind: 'feature'; name: string }
  | { kind: 'admin' }
  | { kind: 'app' }
  | { kind: 'shared' }
  | { kind: 'entry' }
  | { kind: 'test-support' };

/** Which area a file belongs to; test support (`test/`) and `main.tsx` mount or fake whole areas. */
function areaOf(file: string): Area {
  if (/^admin(\/|$)/.test(file)) return { kind: 'admin' };
  const feature = /^features\/([^/]+)/.exec(file)?.[1];
  if (feature) return { kind: 'feature', name: feature };
  if (/^app(\/|$)/.test(file)) return { kind: 'app' };
  // The browser's loader and the server's render entry both mount the shell.
  if (file === 'main.tsx' || file === 'entry-server.tsx') return { kind: 'entry' };
  if (file.startsWith('test/')) return { kind: 'test-support' };
  return { kind: 'shared' };
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const describeArea = (area: Area) => {
  if (area.kind === 'feature') return `the ${area.name} feature`;
  if (area.kind === 'admin') return 'the admin console';
  return area.kind === 'app' ? 'the app shell' : 'shared code';
};

/** The imported path relative to src (without extension), or null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const segments = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') segments.pop();
    else if (part !== '.' && part !== '') segments.push(part);
  }
  return segments.join('/').replace(/\.(js|tsx?)$/, '');
}

interface Specifier {
  text: string;
  /** A static import or re-export of values, bundled with the file (not `import()` or `import type`). */
  eager: boolean;
}

/** Every module specifier a file names: static imports, `export … from`, and `import('…')` calls. */
function specifiersOf(file: SourceFile): Specifier[] {
  const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
  const found: Specifier[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true
        : node.isTypeOnly;
      found.push({ text: node.moduleSpecifier.text, eager: !typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ text: node.arguments[0].text, eager: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The rule `from` breaks by importing a file of `to` (`eager`: statically), or null if it may. */
function brokenRule(from: Area, to: Area, eager: boolean): Violation['rule'] | null {
  if ((from.kind === 'app' || from.kind === 'entry') && to.kind === 'admin' && eager) {
    return 'app-imports-admin-eagerly';
  }
  const mounts = from.kind === 'entry' || from.kind === 'app' || from.kind === 'test-support';
  if (mounts || to.kind === 'shared' || to.kind === 'entry' || to.kind === 'test-support') return null;
  if (from.kind === 'shared') return 'shared-imports-area';
  if (from.kind === 'admin') {
    if (to.kind === 'feature') return 'admin-imports-learner';
    return to.kind === 'app' ? 'admin-imports-app' : null;
  }
  if (to.kind === 'app') return 'feature-imports-app';
  if (to.kind === 'admin') return 'feature-imports-admin';
  return from.name !== to.name ? 'feature-imports-feature' : null;
}

/** Every import in the given non-test files that crosses a boundary, naming the file and the import. */
export function checkImportBoundaries(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    if (isTest(file.path)) continue;
    const from = areaOf(file.path);
    for (const { text: specifier, eager } of specifiersOf(file)) {
      const target = resolve(file.path, specifier);
      if (target === null) continue;
      const to = areaOf(target);
      const rule = brokenRule(from, to, eager);
      if (rule) {
        violations.push({
          file: file.path,
          rule,
          specifier,
          detail: `imports '${specifier}' (${describeArea(to)})`,
        });
      }
    }
  }
  return violations;
}

/**
 * Imports that break a rule today, keyed `file -> specifier`, each with its reason. None today: the
 * admin console's toasts came from app/ and now live in components/. The test fails on an exception
 * that no longer occurs, so the list only shrinks.
 */
export const importExceptions: Record<string, string> = {};

/** The violations no exception covers, and the exceptions that covered nothing. */
export function applyExceptions(
  violations: Violation[],
  exceptions: Record<string, string>,
): { violations: Violation[]; unusedExceptions: string[] } {
  const keyOf = (v: Violation) => `${v.file} -> ${v.specifier}`;
  const used = new Set(violations.map(keyOf));
  return {
    violations: violations.filter((v) => !Object.hasOwn(exceptions, keyOf(v))),
    unusedExceptions: Object.keys(exceptions).filter((key) => !used.has(key)),
  };
}

/**
 * The files of an eager, raw `import.meta.glob` of every `.ts`/`.tsx` under apps/web/src, keyed
 * `./features/…` (Vite reads them, so the web's browser-only types need no node:fs).
 */
export function sourceFilesOf(glob: Record<string, string>): SourceFile[] {
  return Object.entries(glob).map(([key, text]) => ({ path: key.replace(/^\.\//, ''), text }));
}

export const formatViolation = (v: Violation): string => `${v.file}: ${v.rule}: ${v.detail}`;
