import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { createCourseFixture } from '../../../test/catalogue-factories.js';
import { describeEachDatabase, useTestApp } from '../../../test/helper.js';
import { up } from '../../db/migrations/0045-course-language.js';

/** Migration 0045 turns the free-text course languages into locale codes. */
describeEachDatabase('migration 0045: course languages as codes', (dialect) => {
  const t = useTestApp(dialect);

  it('maps English and native names to their code, and anything else to en', async () => {
    const names = [
      'English',
      'Spanish',
      'Español',
      'French',
      'Français',
      'German',
      'Deutsch',
      ' german ',
      'Klingon',
      'de',
    ];
    const ids: string[] = [];
    for (const name of names) {
      const { id } = await createCourseFixture(t.app);
      // Names from before 0045, which the column's type no longer admits.
      await sql`update courses set language = ${name} where id = ${id}`.execute(t.app.ctx.db);
      ids.push(id);
    }
    await up(t.app.ctx.db as unknown as Kysely<unknown>);
    const rows = await t.app.ctx.db
      .selectFrom('courses')
      .select(['id', 'language'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row.language]));
    expect(ids.map((id) => byId.get(id))).toEqual([
      'en',
      'es',
      'es',
      'fr',
      'fr',
      'de',
      'de',
      'de',
      'en',
      'de',
    ]);
  });
});
