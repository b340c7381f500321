import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The module boundaries of apps/api/src, checked from the source text (docs/decisions.md, "Module
 * graph"). A module is a folder under `modules/`; another module may import only its services and the
 * few shared files listed here; a service never hands out its repository's functions or raw SQL; and
 * the modules' dependencies run one way. Which module's SQL names which table is table-ownership.ts.
 */

export interface SourceFile {
  /** Path relative to apps/api/src, with forward slashes: `modules/cart/cart.service.ts`. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  rule: 'private-import' | 'repository-reexport' | 'raw-sql-in-service' | 'module-cycle' | 'foreign-table';
  detail: string;
}

/** Files other modules may import besides `*.service.ts`, each with the reason it is shared. */
export const sharedFiles: Record<string, string> = {
  'modules/courses/course-summary.ts': 'the course-summary columns and the typed seams other modules offer',
  'modules/mail/mailer.ts': 'the Mailer port that app.ts builds and ctx carries',
  'modules/mail/templates.ts': 'the messages other modules send',
  'modules/catalogue/response-cache.ts': 'the public-answer cache that ctx carries',
  'modules/seo/page-head.ts': 'the page head that the web-app plugin writes into index.html',
};

const moduleOf = (file: string): string | null => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isTest = (file: string) => file.endsWith('.test.ts');
const isService = (file: string) => file.endsWith('.service.ts');

/** May `from` import `target`, a file of another module? Outside the modules, app.ts registers routes. */
function mayImport(from: string, target: string): boolean {
  if (isService(target) || target in sharedFiles) return true;
  return moduleOf(from) === null && target.endsWith('.routes.ts');
}

interface ImportEdge {
  specifier: string;
  /** The imported file relative to src, or null for a package. */
  target: string | null;
  names: string[];
  isExport: boolean;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)).replace(/\.js$/, '.ts');
}

function importsOf(file: SourceFile, source: ts.SourceFile): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names: string[] = [];
      if (clause?.name) names.push(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      }
      const specifier = statement.moduleSpecifier.text;
      edges.push({ specifier, target: resolve(file.path, specifier), names, isExport: false });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const specifier = statement.moduleSpecifier.text;
      edges.push({ specifier, target: resolve(file.path, specifier), names: [], isExport: true });
    }
  }
  return edges;
}

/** Local names bound by imports from a repository (`repo` of `import * as repo`, or named imports). */
function repositoryBindings(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!statement.moduleSpecifier.text.replace(/\.js$/, '.ts').endsWith('.repository.ts')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

const rootName = (expression: ts.Expression): string | null => {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return rootName(expression.expression);
  return null;
};

/** `export const x = repo.x`, `export { x }` of a repository import, or `export … from './….repository.js'`. */
function repositoryReexports(file: SourceFile, source: ts.SourceFile): Violation[] {
  const fromRepository = repositoryBindings(source);
  const found: Violation[] = [];
  const report = (detail: string) => found.push({ file: file.path, rule: 'repository-reexport', detail });
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const specifier =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : null;
      if (specifier?.replace(/\.js$/, '.ts').endsWith('.repository.ts')) {
        report(`re-exports '${specifier}'`);
      } else if (!specifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const local = (element.propertyName ?? element.name).text;
          if (fromRepository.has(local)) report(`re-exports the repository's '${local}'`);
        }
      }
    }
    const isExported = ts.canHaveModifiers(statement)
      ? (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (isExported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const root = declaration.initializer ? rootName(declaration.initializer) : null;
        if (root && fromRepository.has(root)) {
          report(
            `'${declaration.name.getText(source)}' passes on '${declaration.initializer?.getText(source)}'`,
          );
        }
      }
    }
  }
  return found;
}

/** A service that imports `sql` or `RawBuilder` can build or hand out raw SQL; that is a repository's job. */
function rawSql(file: SourceFile, edges: ImportEdge[]): Violation[] {
  return edges
    .filter((edge) => edge.specifier === 'kysely' || edge.specifier.startsWith('kysely/helpers/'))
    .flatMap((edge) =>
      edge.names
        .filter(
          (name) => name === 'sql' || name === 'RawBuilder' || edge.specifier.startsWith('kysely/helpers/'),
        )
        .map((name) => ({
          file: file.path,
          rule: 'raw-sql-in-service' as const,
          detail: `imports '${name}' from '${edge.specifier}'`,
        })),
    );
}

/** Every cycle among modules, each once, as the modules in order and the import that closes it. */
function moduleCycles(graph: Map<string, Map<string, string>>): Violation[] {
  const found: Violation[] = [];
  const seen = new Set<string>();
  const visit = (module: string, trail: string[]) => {
    for (const [next, via] of graph.get(module) ?? []) {
      const start = trail.indexOf(next);
      if (start >= 0) {
        const cycle = [...trail.slice(start), next];
        const key = [...cycle.slice(0, -1)].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          found.push({ file: via, rule: 'module-cycle', detail: `closes the cycle ${cycle.join(' -> ')}` });
        }
      } else {
        visit(next, [...trail, next]);
      }
    }
  };
  for (const module of [...graph.keys()].sort()) visit(module, [module]);
  return found;
}

/** Every broken rule in the given files, each naming the file and the import or export at fault. */
export function checkModuleBoundaries(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    if (isTest(file.path)) continue;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    const edges = importsOf(file, source);
    const from = moduleOf(file.path);
    for (const edge of edges) {
      const to = edge.target ? moduleOf(edge.target) : null;
      if (!edge.target || !to || to === from) continue;
      if (!mayImport(file.path, edge.target)) {
        violations.push({
          file: file.path,
          rule: 'private-import',
          detail: `imports '${edge.specifier}', which is private to the ${to} module`,
        });
      }
      if (from) {
        const targets = graph.get(from) ?? new Map<string, string>();
        if (!targets.has(to)) targets.set(to, `${file.path} (import '${edge.specifier}')`);
        graph.set(from, targets);
      }
    }
    if (isService(file.path)) violations.push(...repositoryReexports(file, source), ...rawSql(file, edges));
  }
  return [...violations, ...moduleCycles(graph)];
}

/** Every `.ts` file under `root` (apps/api/src), read. */
export function readSourceTree(root: string): SourceFile[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { path: path.relative(root, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') };
    });
}

export const formatViolation = (v: Violation): string => `${v.file}: ${v.rule}: ${v.detail}`;
