import ts from 'typescript';
import { tableOwners } from '../src/db/schema.js';
import type { SourceFile, Violation } from './module-boundaries.js';

/**
 * Which module's SQL names which table (docs/decisions.md, "Module graph"): a module's non-test source
 * may name only the tables `tableOwners` (db/schema.ts) gives it, and the exceptions listed here.
 */

export type TableName = keyof typeof tableOwners;

/**
 * Tables a module's SQL may name although another module owns them, each with its reason: keyed
 * `module -> table` for a whole module, or `file -> table` for one file of it.
 */
export const foreignTableExceptions: Record<string, string> = {
  'modules/reviews/reviews.repository.ts -> users':
    "review authors' display names, read-only in the page's query (decisions.md names this one join)",
  'modules/instructors/instructor-profiles.repository.ts -> courses':
    "the owner's profile slug, a correlated column of the catalogue's course query, names courses.id",
  'modules/reviews/reviews.repository.ts -> courses':
    "the correlated columns reviews offers the catalogue's course query (latestReviewsColumn…) name courses.id",
  // The public catalogue reads course rows in queries it composes with the reviews module's correlated
  // columns, the learner flags and the search index, one query per page (catalogue-query-count.test.ts);
  // it writes none of them (the authoring module writes through the courses module's records services).
  'modules/catalogue/catalogue.repository.ts -> courses':
    'read-only: the catalogue page (filters, sorts, reviews columns and flags in one query) and category counts',
  'modules/catalogue/catalogue.repository.ts -> categories':
    'read-only: the category filter by slug and the category list with its published-course counts',
  'modules/catalogue/course-page.repository.ts -> courses':
    "read-only: the course page's row, with reviews' breakdown and the viewer's flags in one query",
  'modules/catalogue/course-page.repository.ts -> categories':
    "read-only: the course page's category name and slug",
  'modules/catalogue/course-search.ts -> courses':
    'read-only: the search conditions name courses.search_vector (PostgreSQL) and courses_fts (SQLite, on courses.rowid)',
  'modules/catalogue/learner-flags.repository.ts -> courses':
    "read-only: the learner's flagged courses (wishlist, cart, owned) as course summaries in one query",
};

/** Kysely calls whose first argument names a table (`'courses'`, `'courses as c'` or an array of them). */
const tableCalls = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
]);

const isTable = (name: string | null | undefined): name is TableName =>
  name != null && Object.hasOwn(tableOwners, name);
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const bySnakeName = new Map(
  Object.keys(tableOwners)
    .filter(isTable)
    .map((t) => [snakeCase(t), t]),
);

const moduleOf = (file: string): string | null => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

interface TableUse {
  table: TableName;
  /** How the source names it: `innerJoin('users')`, `'users.email'`, sql`… courses.rowid …`. */
  how: string;
}

interface ForeignTableUse extends TableUse {
  module: string;
  file: string;
}

/** The table a Kysely table argument names: `'courses as c'` → `courses`. */
const tableArgument = (text: string) => text.split(/\s+as\s+/)[0]?.trim() ?? '';

/** A column reference `'users.email'` or `'courses.title as courseTitle'` names its table. */
const columnTable = (text: string) => /^(\w+)\.(\w+|\*)(\s+as\s+\w+)?$/.exec(text)?.[1] ?? null;

function tableUses(source: ts.SourceFile): TableUse[] {
  const uses: TableUse[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const call = node.expression.name.text;
      const first = node.arguments[0];
      if (tableCalls.has(call) && first) {
        const literals = ts.isArrayLiteralExpression(first) ? first.elements : [first];
        for (const literal of literals) {
          if (!ts.isStringLiteralLike(literal)) continue;
          const table = tableArgument(literal.text);
          if (isTable(table)) uses.push({ table, how: `${call}('${literal.text}')` });
        }
      }
    } else if (ts.isStringLiteralLike(node)) {
      const table = columnTable(node.text);
      if (isTable(table)) uses.push({ table, how: `'${node.text}'` });
    } else if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source).startsWith('sql')) {
      for (const [, name] of node.template.getText(source).matchAll(/\b([a-z_]+)\./g)) {
        const table = name ? bySnakeName.get(name) : undefined;
        if (table) uses.push({ table, how: `sql\`… ${name}. …\`` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The keys under which an exception may allow a use: its module's, or its file's. */
const exceptionKeys = (use: ForeignTableUse) => [
  `${use.module} -> ${use.table}`,
  `${use.file} -> ${use.table}`,
];

/** Every module file that names a table another module owns, outside the listed exceptions. */
export function checkTableOwnership(files: SourceFile[], exceptions = foreignTableExceptions): Violation[] {
  return foreignTableUses(files)
    .filter((use) => !exceptionKeys(use).some((key) => key in exceptions))
    .map(({ file, table, how }) => ({
      file,
      rule: 'foreign-table' as const,
      detail: `names the ${table} table (${how}), which belongs to the ${tableOwners[table]} module`,
    }));
}

/** Exceptions no file needs any more (so the list shrinks as item 2 lands). */
export function unusedExceptions(files: SourceFile[], exceptions = foreignTableExceptions): string[] {
  const uses = foreignTableUses(files);
  return Object.keys(exceptions).filter((key) => !uses.some((use) => exceptionKeys(use).includes(key)));
}

/** Each module file's first reference to each table it does not own. */
export function foreignTableUses(files: SourceFile[]): ForeignTableUse[] {
  const found: ForeignTableUse[] = [];
  for (const file of files) {
    const module = moduleOf(file.path);
    if (!module || file.path.endsWith('.test.ts')) continue;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    const seen = new Set<string>();
    for (const { table, how } of tableUses(source)) {
      if (tableOwners[table] === module || seen.has(table)) continue;
      seen.add(table);
      found.push({ module, file: file.path, table, how });
    }
  }
  return found;
}

/** The table names of the `Database` interface in db/schema.ts's text. */
export function databaseTables(schemaText: string): string[] {
  const source = ts.createSourceFile('schema.ts', schemaText, ts.ScriptTarget.Latest, true);
  const database = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
  );
  return (database?.members ?? []).flatMap((m) => (m.name ? [m.name.getText(source)] : []));
}
