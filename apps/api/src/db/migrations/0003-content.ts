import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('cms_pages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('summary', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cms_blocks')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('page_id', 'varchar(36)', (c) => c.notNull().references('cms_pages.id').onDelete('cascade'))
    .addColumn('key', 'varchar(80)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('body', 'text')
    .addColumn('image_key', 'varchar(200)')
    .addColumn('cta_label', 'varchar(120)')
    .addColumn('cta_url', 'varchar(500)')
    .addUniqueConstraint('cms_blocks_page_key', ['page_id', 'key'])
    .execute();
  await db.schema.createIndex('cms_blocks_page').on('cms_blocks').columns(['page_id', 'position']).execute();

  await db.schema
    .createTable('faqs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('role', 'varchar(160)', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('avatar_key', 'varchar(200)')
    .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('help_articles')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('category', 'varchar(80)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  for (const table of ['faqs', 'testimonials', 'help_articles']) {
    await db.schema.createIndex(`${table}_published`).on(table).columns(['published', 'position']).execute();
  }
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_messages_recent')
    .on('contact_messages')
    .column('created_at')
    .execute();
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'site_settings',
    'contact_messages',
    'help_articles',
    'testimonials',
    'faqs',
    'cms_blocks',
    'cms_pages',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
