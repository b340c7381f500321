import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * Chapter quizzes and the final assessment (the assessments module's): questions with their options
 * (a question without a chapter belongs to the course's final pool), chapter quiz attempts, and final
 * attempts with the draw each was given. `courses.final_question_count` says how many final questions
 * an attempt draws (null: all of them).
 *
 * Attempt limit: a final attempt gets its `number` (1, 2, 3…) only when it is submitted, and
 * (user_id, course_id, number) is unique, so two submissions can never both take the same number and
 * the limit (number ≤ courses.final_attempt_limit) holds on both engines without locks. A learner has
 * at most one open (unsubmitted) attempt per course: a partial unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const real = t.isPostgres ? 'double precision' : 'real';
  await db.schema.alterTable('courses').addColumn('final_question_count', 'integer').execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('chapter_id', 'varchar(36)', (c) => c.references('chapters.id').onDelete('cascade'))
    .addColumn('text', 'varchar(2000)', (c) => c.notNull())
    .addColumn('image_key', 'varchar(200)')
    .addColumn('explanation', 'varchar(4000)')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  // A chapter's quiz in order; a course's final pool (chapter_id null) in order.
  await db.schema
    .createIndex('questions_chapter')
    .on('questions')
    .columns(['chapter_id', 'position'])
    .execute();
  await db.schema
    .createIndex('questions_course')
    .on('questions')
    .columns(['course_id', 'chapter_id', 'position'])
    .execute();

  await db.schema
    .createTable('question_options')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('question_id', 'varchar(36)', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('text', 'varchar(1000)', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('question_options_question')
    .on('question_options')
    .columns(['question_id', 'position'])
    .execute();

  await db.schema
    .createTable('chapter_attempts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('chapter_id', 'varchar(36)', (c) => c.notNull().references('chapters.id').onDelete('cascade'))
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('percentage', real, (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  // A learner's attempts at one chapter, or in one course, newest first.
  await db.schema
    .createIndex('chapter_attempts_user_chapter')
    .on('chapter_attempts')
    .columns(['user_id', 'chapter_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('chapter_attempts_user_course')
    .on('chapter_attempts')
    .columns(['user_id', 'course_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('chapter_attempt_answers')
    .addColumn('attempt_id', 'varchar(36)', (c) =>
      c.notNull().references('chapter_attempts.id').onDelete('cascade'),
    )
    // A plain id: the attempt keeps its answers even if the question is later edited away.
    .addColumn('question_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    /** JSON array of the chosen option ids. */
    .addColumn('option_ids', 'varchar(2000)', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chapter_attempt_answers_pk', ['attempt_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('final_attempts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'varchar(36)', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    // Null while open; 1, 2, 3… once submitted (unique per learner and course: the attempt limit).
    .addColumn('number', 'integer')
    /** JSON `[{questionId, optionIds}]`: the questions drawn for this attempt and their option order. */
    .addColumn('draw', 'text', (c) => c.notNull())
    .addColumn('correct', 'integer')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('percentage', real)
    .addColumn('passed', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('submitted_at', t.timestamp)
    .addUniqueConstraint('final_attempts_number', ['user_id', 'course_id', 'number'])
    .execute();
  await db.schema
    .createIndex('final_attempts_open')
    .on('final_attempts')
    .columns(['user_id', 'course_id'])
    .unique()
    .where(sql<boolean>`submitted_at is null`)
    .execute();

  await db.schema
    .createTable('final_attempt_answers')
    .addColumn('attempt_id', 'varchar(36)', (c) =>
      c.notNull().references('final_attempts.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('option_ids', 'varchar(2000)', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('final_attempt_answers_pk', ['attempt_id', 'question_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'final_attempt_answers',
    'final_attempts',
    'chapter_attempt_answers',
    'chapter_attempts',
    'question_options',
    'questions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('courses').dropColumn('final_question_count').execute();
}
