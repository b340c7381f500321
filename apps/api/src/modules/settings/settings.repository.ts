import type { Executor } from '../../db/executor.js';

export async function readAllSettings(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('siteSettings').select(['key', 'value']).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(db: Executor, key: string, value: string, now: string): Promise<void> {
  await db
    .insertInto('siteSettings')
    .values({ key, value, updatedAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: now }))
    .execute();
}
