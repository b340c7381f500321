import ts from 'typescript';
import type { SourceFile } from './module-boundaries.js';

/**
 * After-commit effects go through the unit of work (db/unit-of-work.ts), checked from the source text:
 * nobody else invalidates the catalogue cache, kicks the mail queue or revokes tokens and sessions;
 * nobody opens a transaction around the helper (its effects would never run) or counts an audit entry
 * it did not write; and admin routes are registered through route(), which checks that they audit.
 */

export interface EffectViolation {
  file: string;
  rule: 'direct-effect' | 'raw-transaction' | 'audit-count' | 'admin-route-bypass';
  detail: string;
}

/** The effects only the unit of work runs: the method, and the names the object it is called on goes by. */
const effects = new Map([
  ['invalidate', ['catalogueCache']],
  ['kick', ['mailQueue']],
  ['revoke', ['tokenVersions', 'sessions']],
]);

/** Files allowed to do what the rules forbid, each with its reason. */
export const effectExceptions: Record<string, { rules: EffectViolation['rule'][]; reason: string }> = {
  'db/unit-of-work.ts': { rules: ['direct-effect'], reason: 'runs the effects after the commit' },
  'db/executor.ts': { rules: ['raw-transaction'], reason: 'the transaction helper itself' },
  'modules/audit/audit.service.ts': {
    rules: ['audit-count'],
    reason: 'counts the entry it has just written',
  },
  'seed/large-data.ts': {
    rules: ['raw-transaction'],
    reason: 'the benchmark seed writes tables directly, in bulk, with no effects (decisions.md)',
  },
};

const isAllowed = (file: string, rule: EffectViolation['rule']) =>
  Object.hasOwn(effectExceptions, file) && (effectExceptions[file]?.rules.includes(rule) ?? false);

/** The last name of a receiver: `ctx.catalogueCache` and `this.deps.catalogueCache` are `catalogueCache`. */
function receiverName(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return null;
}

const registrations = new Set(['route', 'get', 'post', 'put', 'patch', 'delete', 'head', 'all']);
/** What route files call a Fastify instance (`app`, and `api` for its TypeBox view). */
const instances = new Set(['app', 'api', 'scope', 'fastify', 'instance', 'server']);

function violationsOf(file: SourceFile): EffectViolation[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: EffectViolation[] = [];
  const report = (rule: EffectViolation['rule'], node: ts.Node, detail: string) => {
    if (isAllowed(file.path, rule)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ file: `${file.path}:${line + 1}`, rule, detail });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = receiverName(node.expression.expression);
      const call = node.expression.getText(source);
      if (receiver && effects.get(method)?.includes(receiver)) {
        report('direct-effect', node, `calls ${call}(): declare it to the unit of work instead`);
      }
      if (method === 'transaction' && node.arguments.length === 0) {
        report('raw-transaction', node, `opens ${call}(): use inTransaction, or its effects never run`);
      }
      if (method === 'noteAudit') report('audit-count', node, `calls ${call}() without writing an entry`);
      if (
        file.path.endsWith('.admin.routes.ts') &&
        registrations.has(method) &&
        instances.has(receiver ?? '')
      ) {
        report('admin-route-bypass', node, `registers with ${call}(): use route(), which checks the audit`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every violation in the source files; test files may do anything (they set up and observe). */
export function checkEffectBoundaries(files: SourceFile[]): EffectViolation[] {
  return files.filter((file) => !file.path.endsWith('.test.ts')).flatMap(violationsOf);
}

export const formatEffectViolation = (v: EffectViolation): string => `${v.file}: ${v.rule}: ${v.detail}`;
