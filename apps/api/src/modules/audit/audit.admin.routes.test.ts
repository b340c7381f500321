import type { AuditEntry, Paged } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, json, useTestApp } from '../../../test/helper.js';
import { inTransaction } from '../../db/executor.js';
import { type AuditRecord, recordAudit } from './audit.service.js';

describeEachDatabase('the audit log', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  const entity = `thing-${Date.now().toString(36)}`;

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    const audit = (entry: AuditRecord) => inTransaction(t.app.ctx.db, (_trx, uow) => recordAudit(uow, entry));
    for (const [i, summary] of ['Created 50% off', 'Renamed Widget', 'Deleted widget'].entries()) {
      await audit({
        actorId: admin.id,
        action: 'update',
        entity,
        entityId: `id-${i}`,
        summary,
      });
    }
    await audit({
      actorId: null,
      action: 'create',
      entity,
      entityId: null,
      summary: 'x'.repeat(900),
    });
  });

  const list = (query: string) =>
    call(t.app, { method: 'GET', url: `/api/admin/audit?${query}`, token: admin.token });
  const items = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, query).toBe(200);
    return json<{ data: Paged<AuditEntry> }>(response).data;
  };

  it('lists entries newest first with their actor, filtered by entity, entity id, actor and words', async () => {
    const all = await items(`entity=${entity}`);
    expect(all.total).toBe(4);
    expect(all.items[0]).toMatchObject({ actor: null, action: 'create', entityId: null });
    expect(all.items[0]?.summary).toHaveLength(500);
    expect(all.items[1]).toMatchObject({
      summary: 'Deleted widget',
      actor: { id: admin.id, email: admin.email, name: 'Test Learner' },
    });
    expect((await items(`entity=${entity}&entityId=id-1`)).items.map((e) => e.summary)).toEqual([
      'Renamed Widget',
    ]);
    expect((await items(`entity=${entity}&actorId=${admin.id}`)).total).toBe(3);
    expect((await items(`entity=${entity}&search=WIDGET`)).items.map((e) => e.summary)).toEqual([
      'Deleted widget',
      'Renamed Widget',
    ]);
    expect((await items(`entity=${entity}&search=50%25`)).total).toBe(1);
    expect((await items(`entity=${entity}&search=5_`)).total).toBe(0);
    const second = await items(`entity=${entity}&limit=3&page=2`);
    expect(second.items.map((e) => e.summary)).toEqual(['Created 50% off']);
  });

  it('refuses bad queries with a message', async () => {
    for (const query of [
      'limit=0',
      'page=abc',
      `entity=${'e'.repeat(61)}`,
      `actorId=${'a'.repeat(65)}`,
      'sort=summary',
      'who=me',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).message.length, query).toBeGreaterThan(0);
    }
  });
});
