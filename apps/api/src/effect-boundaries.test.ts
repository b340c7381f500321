import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkEffectBoundaries, effectExceptions, formatEffectViolation } from '../test/effect-boundaries.js';
import { readSourceTree, type SourceFile } from '../test/module-boundaries.js';

const check = (files: SourceFile[]) => checkEffectBoundaries(files).map(formatEffectViolation);

describe('after-commit effects in apps/api/src', () => {
  const files = readSourceTree(fileURLToPath(new URL('.', import.meta.url)));

  it('go through the unit of work: no direct invalidate, kick or revoke, no raw transaction, no faked audit', () => {
    expect(files.filter((f) => f.path.startsWith('modules/')).length).toBeGreaterThan(50);
    expect(check(files)).toEqual([]);
  });

  it('lists only exceptions that exist', () => {
    const paths = new Set(files.map((f) => f.path));
    expect(Object.keys(effectExceptions).filter((path) => !paths.has(path))).toEqual([]);
  });
});

describe('the effect checker', () => {
  it('names each direct effect, wherever the object comes from', () => {
    const text = [
      'export async function hide(ctx, deps) {',
      '  ctx.catalogueCache.invalidate();',
      '  deps.mailQueue.kick();',
      '  await ctx.tokenVersions.revoke(userId, 2);',
      '  const { sessions } = ctx;',
      '  await sessions.revoke(sessionId, null);',
      '}',
    ].join('\n');
    expect(check([{ path: 'modules/reviews/reviews.admin.service.ts', text }])).toEqual([
      'modules/reviews/reviews.admin.service.ts:2: direct-effect: calls ctx.catalogueCache.invalidate(): declare it to the unit of work instead',
      'modules/reviews/reviews.admin.service.ts:3: direct-effect: calls deps.mailQueue.kick(): declare it to the unit of work instead',
      'modules/reviews/reviews.admin.service.ts:4: direct-effect: calls ctx.tokenVersions.revoke(): declare it to the unit of work instead',
      'modules/reviews/reviews.admin.service.ts:6: direct-effect: calls sessions.revoke(): declare it to the unit of work instead',
    ]);
  });

  it('refuses a transaction opened around the helper, and an audit counted without an entry', () => {
    const text = [
      'await ctx.db.transaction().execute(async (trx) => fulfilPayment(trx, ctx, id));',
      'await inTransaction(db, async (trx, uow) => uow.noteAudit());',
    ].join('\n');
    expect(check([{ path: 'modules/payments/fulfilment.service.ts', text }])).toEqual([
      'modules/payments/fulfilment.service.ts:1: raw-transaction: opens ctx.db.transaction(): use inTransaction, or its effects never run',
      'modules/payments/fulfilment.service.ts:2: audit-count: calls uow.noteAudit() without writing an entry',
    ]);
  });

  it('refuses an admin route registered around route()', () => {
    const text = [
      "api.post('/faqs/import', { schema }, handler);",
      "app.route({ method: 'PUT', url: '/faqs/:id', handler });",
      'route(api, adminCreateFaq, handler);',
      'const cached = answers.get(key);',
    ].join('\n');
    expect(check([{ path: 'modules/content/content.admin.routes.ts', text }])).toEqual([
      'modules/content/content.admin.routes.ts:1: admin-route-bypass: registers with api.post(): use route(), which checks the audit',
      'modules/content/content.admin.routes.ts:2: admin-route-bypass: registers with app.route(): use route(), which checks the audit',
    ]);
  });

  it('accepts declared effects, the listed exceptions and test files', () => {
    const declared = [
      'await inTransaction(db, ctx.effects, async (trx, uow) => {',
      '  await recordAudit(uow, entry);',
      '  uow.invalidateCatalogue();',
      '  uow.kickMail();',
      '  uow.revokeTokens(userId, version);',
      '});',
      'this.kick();',
      'cache.invalidate();',
    ].join('\n');
    expect(
      check([
        { path: 'modules/settings/settings-admin.service.ts', text: declared },
        { path: 'db/unit-of-work.ts', text: 'targets.catalogueCache.invalidate();' },
        { path: 'seed/large-data.ts', text: 'await db.transaction().execute(write);' },
        { path: 'modules/cart/cart.routes.test.ts', text: 'await app.ctx.db.transaction().execute(write);' },
      ]),
    ).toEqual([]);
  });
});
