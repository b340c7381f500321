import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Caption tracks per language (issue 24 item 3): one WebVTT file per chapter and BCP 47 language, in
 * private storage like the video. A chapter's single `captions_key` becomes its `en` track ("English").
 * The old column stays in the table, unread and unwritten, so that `down` loses nothing; a later
 * migration drops it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('chapter_captions')
    .addColumn('chapter_id', 'varchar(36)', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('language', 'varchar(35)', (c) => c.notNull())
    .addColumn('label', 'varchar(60)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('chapter_captions_pk', ['chapter_id', 'language'])
    .execute();
  const now = new Date().toISOString();
  await sql`
    insert into chapter_captions (chapter_id, language, label, storage_key, created_at)
    select id, 'en', 'English', captions_key, ${now} from chapters where captions_key is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update chapters set captions_key = (
      select storage_key from chapter_captions
      where chapter_captions.chapter_id = chapters.id and language = 'en')`.execute(db);
  await db.schema.dropTable('chapter_captions').execute();
}
