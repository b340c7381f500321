import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * A course's `language` becomes one of the site's locale codes (`en`, `es`, `fr`, `de`; ARCHITECTURE
 * §9), so the catalogue can filter by it: known names (English or native) become their code, anything
 * else `en`. Every insert writes the column, so SQLite's old default ('English', which a column's
 * default cannot change there without rebuilding the table) is never used; PostgreSQL's moves to `en`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update courses set language = case lower(trim(language))
      when 'en' then 'en' when 'english' then 'en'
      when 'es' then 'es' when 'spanish' then 'es' when 'español' then 'es' when 'espanol' then 'es'
      when 'fr' then 'fr' when 'french' then 'fr' when 'français' then 'fr' when 'francais' then 'fr'
      when 'de' then 'de' when 'german' then 'de' when 'deutsch' then 'de'
      else 'en' end`.execute(db);
  if (columnTypes(db).isPostgres) {
    await sql`alter table courses alter column language set default 'en'`.execute(db);
  }
}

export async function down(): Promise<void> {
  // The names the codes replaced are not kept: a code reads fine where a name did.
}
