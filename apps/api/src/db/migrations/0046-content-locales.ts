import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Content in the site's languages (issue 26, ARCHITECTURE §9). FAQs and help articles are written per
 * language: each has its `locale` ('en' for every existing one), and a language with none of its own
 * shows the default's. A CMS page keeps its layout (blocks, pictures, order) once; a translation holds
 * its words for one language (title, summary and, per block key, the block's texts as JSON), falling
 * back to the default's field by field.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const table of ['faqs', 'help_articles']) {
    await db.schema
      .alterTable(table)
      .addColumn('locale', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
      .execute();
    await db.schema
      .createIndex(`${table}_locale`)
      .on(table)
      .columns(['locale', 'published', 'position'])
      .execute();
  }
  await db.schema
    .createTable('cms_page_translations')
    .addColumn('page_id', 'varchar(36)', (c) => c.notNull().references('cms_pages.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'text')
    .addColumn('blocks', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('cms_page_translations_pk', ['page_id', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cms_page_translations').execute();
  for (const table of ['faqs', 'help_articles']) {
    await db.schema.dropIndex(`${table}_locale`).execute();
    await db.schema.alterTable(table).dropColumn('locale').execute();
  }
}
