import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { planInstructors } from './large-instructors.js';
import { planQuizzes } from './large-quizzes.js';

/** The benchmark seed's instructors, quizzes and attempts (issue 23's insight), inserted after progress. */

type InsertChunked = <R extends object>(
  db: Kysely<Database>,
  rows: R[],
  insert: (trx: Transaction<Database>, rows: R[]) => Promise<unknown>,
) => Promise<void>;

export async function seedTeaching(
  db: Kysely<Database>,
  insertChunked: InsertChunked,
  input: {
    courseIds: string[];
    bestSeller: string | undefined;
    chaptersByCourse: ReadonlyMap<string, { id: string }[]>;
    progress: Insertable<Database['chapterProgress']>[];
    rand: { next(): number; int(min: number, max: number): number };
    run: string;
    passwordHash: string;
    now: number;
  },
  say: (message: string) => void,
) {
  const people = planInstructors(input.courseIds, input.bestSeller, input.rand, input);
  await insertChunked(db, people.users, (trx, rows) => trx.insertInto('users').values(rows).execute());
  await insertChunked(db, people.courseInstructors, (trx, rows) =>
    trx.insertInto('courseInstructors').values(rows).execute(),
  );
  say(`instructors ${people.users.length - 1}, course instructors ${people.courseInstructors.length}`);
  const quizzes = planQuizzes(input.chaptersByCourse, input.progress, input.rand, input.now);
  await insertChunked(db, quizzes.questions, (trx, rows) =>
    trx.insertInto('questions').values(rows).execute(),
  );
  await insertChunked(db, quizzes.options, (trx, rows) =>
    trx.insertInto('questionOptions').values(rows).execute(),
  );
  await insertChunked(db, quizzes.chapterAttempts, (trx, rows) =>
    trx.insertInto('chapterAttempts').values(rows).execute(),
  );
  await insertChunked(db, quizzes.chapterAnswers, (trx, rows) =>
    trx.insertInto('chapterAttemptAnswers').values(rows).execute(),
  );
  await insertChunked(db, quizzes.finalAttempts, (trx, rows) =>
    trx.insertInto('finalAttempts').values(rows).execute(),
  );
  await insertChunked(db, quizzes.finalAnswers, (trx, rows) =>
    trx.insertInto('finalAttemptAnswers').values(rows).execute(),
  );
  say(
    `questions ${quizzes.questions.length}, chapter attempts ${quizzes.chapterAttempts.length}, final attempts ${quizzes.finalAttempts.length}`,
  );
  return {
    adminEmail: people.adminEmail,
    bigInstructorEmail: people.bigInstructorEmail,
    instructors: people.users.length - 1,
    chapterAttempts: quizzes.chapterAttempts.length,
  };
}
