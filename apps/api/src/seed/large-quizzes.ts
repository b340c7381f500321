import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';

/**
 * The benchmark seed's quizzes: every third chapter has a two-question quiz (three options each, the
 * first correct), every course a final pool of four. For a third of the learners who completed a quiz
 * chapter, a passing attempt (a failed one before it one time in four); learners who completed a whole
 * course take the final once. Failed attempts answer by fixed odds per question position, so the
 * insight has easy and hard questions to flag.
 */

interface Random {
  next(): number;
}

interface Progress {
  userId: string;
  courseId: string;
  chapterId: string;
  completedAt?: string | null;
}

type Row<T extends keyof Database> = Insertable<Database[T]>;

export interface PlannedQuizzes {
  questions: Row<'questions'>[];
  options: Row<'questionOptions'>[];
  chapterAttempts: Row<'chapterAttempts'>[];
  chapterAnswers: Row<'chapterAttemptAnswers'>[];
  finalAttempts: Row<'finalAttempts'>[];
  finalAnswers: Row<'finalAttemptAnswers'>[];
}

interface Question {
  id: string;
  correct: string;
  wrong: string;
}

export function planQuizzes(
  chaptersByCourse: ReadonlyMap<string, { id: string }[]>,
  progress: readonly Progress[],
  rand: Random,
  now: number,
): PlannedQuizzes {
  const at = new Date(now).toISOString();
  const plan: PlannedQuizzes = {
    questions: [],
    options: [],
    chapterAttempts: [],
    chapterAnswers: [],
    finalAttempts: [],
    finalAnswers: [],
  };
  const addQuestion = (courseId: string, chapterId: string | null, position: number): Question => {
    const id = newId();
    plan.questions.push({
      id,
      courseId,
      chapterId,
      text: `Question ${position}`,
      imageKey: null,
      explanation: null,
      position,
      createdAt: at,
    });
    const options = [0, 1, 2].map((i) => ({
      id: newId(),
      questionId: id,
      text: `Option ${i + 1}`,
      isCorrect: i === 0 ? 1 : 0,
      position: i + 1,
    }));
    plan.options.push(...options);
    return { id, correct: options[0]?.id ?? '', wrong: options[1]?.id ?? '' };
  };
  const quizzes = new Map<string, Question[]>();
  const finals = new Map<string, Question[]>();
  for (const [courseId, chapters] of chaptersByCourse) {
    chapters.forEach((chapter, i) => {
      if (i % 3 === 1)
        quizzes.set(chapter.id, [addQuestion(courseId, chapter.id, 1), addQuestion(courseId, chapter.id, 2)]);
    });
    finals.set(
      courseId,
      [1, 2, 3, 4].map((n) => addQuestion(courseId, null, n)),
    );
  }
  // Odds of a right answer by question position: the first easy, the second hard-ish.
  const odds = [0.97, 0.55, 0.8, 0.03];
  const answer = (questions: Question[], attemptId: string, pass: boolean) =>
    questions.map((q, i) => {
      const right = pass ? true : rand.next() < (odds[i] ?? 0.5);
      return {
        attemptId,
        questionId: q.id,
        position: i + 1,
        optionIds: JSON.stringify([right ? q.correct : q.wrong]),
        isCorrect: right ? 1 : 0,
      };
    });

  const completedPerEnrolment = new Map<string, number>();
  for (const row of progress) {
    if (!row.completedAt) continue;
    const key = `${row.userId}:${row.courseId}`;
    completedPerEnrolment.set(key, (completedPerEnrolment.get(key) ?? 0) + 1);
    const quiz = quizzes.get(row.chapterId);
    if (!quiz || rand.next() >= 1 / 3) continue;
    const tries = rand.next() < 0.25 ? [false, true] : [true];
    for (const pass of tries) {
      const id = newId();
      const answers = answer(quiz, id, pass);
      const correct = answers.filter((a) => a.isCorrect === 1).length;
      plan.chapterAttempts.push({
        id,
        userId: row.userId,
        courseId: row.courseId,
        chapterId: row.chapterId,
        correct,
        total: quiz.length,
        percentage: Math.round((correct * 100) / quiz.length),
        passed: correct === quiz.length ? 1 : 0,
        createdAt: row.completedAt,
      });
      plan.chapterAnswers.push(...answers);
    }
  }
  for (const [key, done] of completedPerEnrolment) {
    const [userId = '', courseId = ''] = key.split(':');
    const pool = finals.get(courseId);
    if (!pool || done < (chaptersByCourse.get(courseId)?.length ?? Infinity)) continue;
    const id = newId();
    const answers = answer(pool, id, false);
    const correct = answers.filter((a) => a.isCorrect === 1).length;
    const submittedAt = new Date(now - rand.next() * 30 * 86_400_000).toISOString();
    plan.finalAttempts.push({
      id,
      userId,
      courseId,
      number: 1,
      draw: '[]',
      correct,
      total: pool.length,
      percentage: correct * 25,
      passed: correct >= 3 ? 1 : 0,
      createdAt: submittedAt,
      submittedAt,
    });
    plan.finalAnswers.push(...answers);
  }
  return plan;
}
