import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { createCertifiedLearner } from '../../../test/certificate-factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { down, up } from '../../db/migrations/0023-certificate-status-index.js';

/** Migration 0023 gives certificates issued before it their status list bits, in issue order. */
describeEachDatabase('migration 0023: certificate status list indexes', (dialect) => {
  const t = useTestApp(dialect);

  it('numbers existing certificates by issue date and continues the counter for new ones', async () => {
    const later = await createCertifiedLearner(t.app, { issuedAt: '2026-03-01T00:00:00.000Z' });
    const earlier = await createCertifiedLearner(t.app, { issuedAt: '2026-02-01T00:00:00.000Z' });
    const db = t.app.ctx.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);

    const indexes = async () =>
      Object.fromEntries(
        (await t.app.ctx.db.selectFrom('certificates').select(['id', 'statusListIndex']).execute()).map(
          (row) => [row.id, row.statusListIndex],
        ),
      );
    expect(await indexes()).toEqual({ [earlier.certificate.id]: 1, [later.certificate.id]: 2 });

    const next = await createCertifiedLearner(t.app);
    expect((await indexes())[next.certificate.id]).toBe(3);
  });
});
