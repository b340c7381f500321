import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Chapter discussions (issue 24, item 1). A thread belongs to a chapter (gone with it) and carries its
 * course for the course-wide list; its counts are kept in the writes that change them, so a page of
 * 1,000 threads is read from one index. `search_text` is the lowered title and plain body, matched with
 * `like` inside one chapter's or course's threads. Votes are one row per person (the primary key);
 * reports one per reporter and post.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('discussion_threads')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('chapter_id', 'varchar(36)', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('author_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('staff_role', 'varchar(16)')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('upvote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_activity_at', t.timestamp, (c) => c.notNull())
    .addColumn('resolved_at', t.timestamp)
    .addColumn('hidden_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('discussion_threads_chapter_activity')
    .on('discussion_threads')
    .columns(['chapter_id', 'last_activity_at'])
    .execute();
  await db.schema
    .createIndex('discussion_threads_course_activity')
    .on('discussion_threads')
    .columns(['course_id', 'last_activity_at'])
    .execute();
  await db.schema
    .createIndex('discussion_threads_author')
    .on('discussion_threads')
    .columns(['author_id'])
    .execute();

  await db.schema
    .createTable('discussion_replies')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('thread_id', 'varchar(36)', (c) =>
      c.notNull().references('discussion_threads.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('staff_role', 'varchar(16)')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('hidden_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('discussion_replies_thread_created')
    .on('discussion_replies')
    .columns(['thread_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('discussion_votes')
    .addColumn('thread_id', 'varchar(36)', (c) =>
      c.notNull().references('discussion_threads.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('discussion_votes_pk', ['thread_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('discussion_votes_user')
    .on('discussion_votes')
    .columns(['user_id', 'thread_id'])
    .execute();

  await db.schema
    .createTable('discussion_reports')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('post_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('post_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('reporter_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('discussion_reports_once', ['post_kind', 'post_id', 'reporter_id'])
    .execute();
  await db.schema
    .createIndex('discussion_reports_created')
    .on('discussion_reports')
    .columns(['created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('discussion_reports').execute();
  await db.schema.dropTable('discussion_votes').execute();
  await db.schema.dropTable('discussion_replies').execute();
  await db.schema.dropTable('discussion_threads').execute();
}
