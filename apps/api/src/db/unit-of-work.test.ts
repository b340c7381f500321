import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../../test/helper.js';
import { type EffectTargets, type Executor, inTransaction } from './executor.js';
import { inRequestWork } from './request-unit-of-work.js';
import type { RevokedVersion } from './unit-of-work.js';

/**
 * Targets that write down each effect as it runs, with whether the work's row could then be read from
 * outside its transaction: an effect run before the commit would see nothing (PostgreSQL) or wait for
 * the connection the transaction holds (SQLite), so "seen" proves it ran after the commit.
 */
function recordingTargets(db: Executor, row: () => string) {
  const ran: string[] = [];
  const errors: string[] = [];
  let seen: boolean | null = null;
  const look = async () => {
    seen =
      (await db.selectFrom('numberSequences').select('name').where('name', '=', row()).executeTakeFirst()) !==
      undefined;
  };
  const targets: EffectTargets = {
    catalogueCache: { invalidate: () => void ran.push('invalidate') },
    mailQueue: { kick: () => void ran.push('kick') },
    tokenVersions: {
      revoke: async (userId: string, version: RevokedVersion) => {
        ran.push(`revoke ${userId} ${version}`);
        await look();
      },
    },
    sessions: {
      revoke: async (sessionId: string) => {
        ran.push(`end ${sessionId}`);
        await look();
      },
    },
    notifications: {
      deliver: async (ids: readonly string[]) => {
        ran.push(`deliver ${ids.join(',')}`);
        await look();
      },
    },
    log: { error: (_details, message) => void errors.push(message) },
  };
  return { targets, ran, errors, seen: () => seen };
}

let counter = 0;
const freshName = () => `uow-${Date.now().toString(36)}-${counter++}`;

describeEachDatabase('the unit of work', (dialect) => {
  const t = useTestApp(dialect);
  const insert = (db: Executor, name: string) =>
    db.insertInto('numberSequences').values({ name, value: 1 }).execute();
  const exists = async (name: string) =>
    (await t.app.ctx.db
      .selectFrom('numberSequences')
      .select('name')
      .where('name', '=', name)
      .executeTakeFirst()) !== undefined;

  it('runs the declared effects once the transaction has committed, and answers after them', async () => {
    const name = freshName();
    const { targets, ran, seen } = recordingTargets(t.app.ctx.db, () => name);
    const answer = await inTransaction(t.app.ctx.db, targets, async (trx, uow) => {
      await insert(trx, name);
      uow.revokeTokens('ada', 3);
      uow.invalidateCatalogue();
      uow.kickMail();
      expect(ran).toEqual([]); // declared, not run
      return 'done';
    });
    expect(answer).toBe('done');
    expect(ran).toEqual(['revoke ada 3', 'invalidate', 'kick']);
    expect(seen()).toBe(true);
  });

  it('runs none when the work fails and its transaction rolls back', async () => {
    const name = freshName();
    const { targets, ran } = recordingTargets(t.app.ctx.db, () => name);
    await expect(
      inTransaction(t.app.ctx.db, targets, async (trx, uow) => {
        await insert(trx, name);
        uow.invalidateCatalogue();
        uow.kickMail();
        uow.revokeTokens('ada', 4);
        uow.endSession('s1');
        throw new Error('refused halfway');
      }),
    ).rejects.toThrow('refused halfway');
    expect(ran).toEqual([]);
    expect(await exists(name)).toBe(false);
  });

  it('adds a nested call’s effects to the outer transaction’s, run after the outer commit only', async () => {
    const name = freshName();
    const { targets, ran, seen } = recordingTargets(t.app.ctx.db, () => name);
    await inTransaction(t.app.ctx.db, targets, async (trx, outer) => {
      await inTransaction(trx, targets, async (joined, inner) => {
        expect(joined).toBe(trx);
        expect(inner).toBe(outer);
        inner.endSession('s1');
      });
      expect(ran).toEqual([]); // the inner call returned, the outer has not committed
      await insert(trx, name);
    });
    expect(ran).toEqual(['end s1']);
    expect(seen()).toBe(true);

    const { targets: other, ran: none } = recordingTargets(t.app.ctx.db, () => name);
    await expect(
      inTransaction(t.app.ctx.db, other, async (trx) => {
        await inTransaction(trx, other, async (_joined, inner) => inner.invalidateCatalogue());
        throw new Error('the outer work fails after the inner finished');
      }),
    ).rejects.toThrow('the outer work fails');
    expect(none).toEqual([]);
  });

  it('deduplicates: one invalidation and one kick per commit, the highest version per user', async () => {
    const { targets, ran } = recordingTargets(t.app.ctx.db, () => 'none');
    await inTransaction(t.app.ctx.db, targets, async (_trx, uow) => {
      uow.invalidateCatalogue();
      uow.kickMail();
      uow.revokeTokens('ada', 5);
      uow.revokeTokens('ada', 4);
      uow.revokeTokens('bob', 2);
      uow.revokeTokens('bob', null); // the account went: no token of it is valid
      uow.revokeTokens('bob', 3);
      uow.endSession('s1');
      uow.endSession('s1');
      uow.endSession('s2');
      uow.invalidateCatalogue();
      uow.kickMail();
    });
    expect(ran).toEqual(['revoke ada 5', 'revoke bob null', 'end s1', 'end s2', 'invalidate', 'kick']);
  });

  it('logs a failed effect, still runs the others, and answers the committed work', async () => {
    const name = freshName();
    const { targets, ran, errors } = recordingTargets(t.app.ctx.db, () => name);
    const failing: EffectTargets = {
      ...targets,
      tokenVersions: { revoke: () => Promise.reject(new Error('Redis is away')) },
    };
    const answer = await inTransaction(t.app.ctx.db, failing, async (trx, uow) => {
      await insert(trx, name);
      uow.revokeTokens('ada', 6);
      uow.invalidateCatalogue();
      return 'committed';
    });
    expect(answer).toBe('committed');
    expect(await exists(name)).toBe(true);
    expect(ran).toEqual(['invalidate']);
    expect(errors).toEqual(['after a commit, could not revoke tokens']);
  });

  it('refuses an effect where nobody would run it, so the work rolls back instead of losing it', async () => {
    const name = freshName();
    await expect(
      inTransaction(t.app.ctx.db, async (trx, uow) => {
        await insert(trx, name);
        uow.invalidateCatalogue();
      }),
    ).rejects.toThrow("invalidateCatalogue: open the transaction with the app's effects");
    expect(await exists(name)).toBe(false);
    // A transaction opened around the helper: its commit runs nothing, so its joiners may declare nothing.
    await expect(
      t.app.ctx.db
        .transaction()
        .execute((trx) => inTransaction(trx, t.app.ctx.effects, async (_joined, uow) => uow.kickMail())),
    ).rejects.toThrow("kickMail: open the transaction with the app's effects");
  });

  it('lets a joining call that knows the app’s effects give them to an outer transaction opened without', async () => {
    const { targets, ran } = recordingTargets(t.app.ctx.db, () => 'none');
    await inTransaction(t.app.ctx.db, async (trx) => {
      await inTransaction(trx, targets, async (_joined, uow) => uow.kickMail());
    });
    expect(ran).toEqual(['kick']);
  });

  it('counts an audit entry for the request only once its transaction has committed', async () => {
    const { work } = await inRequestWork(async () => {
      await inTransaction(t.app.ctx.db, async (_trx, uow) => uow.noteAudit());
      await expect(
        inTransaction(t.app.ctx.db, async (_trx, uow) => {
          uow.noteAudit();
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await inTransaction(t.app.ctx.db, async (_trx, uow) => uow.noteNoChange());
    });
    expect(work).toEqual({ audits: 1, unchanged: 1 });
  });

  it('keeps the counts of requests that run at the same time apart', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const [auditing, quiet] = await Promise.all([
      inRequestWork(async () => {
        await gate;
        await inTransaction(t.app.ctx.db, async (_trx, uow) => uow.noteAudit());
      }),
      inRequestWork(async () => {
        await inTransaction(t.app.ctx.db, async () => {});
        release();
      }),
    ]);
    expect([auditing.work.audits, quiet.work.audits]).toEqual([1, 0]);
  });
});
