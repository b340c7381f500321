import type { Executor } from '../../db/executor.js';

/** The SQL of the insight's quiz item statistics: answers given in [from, until) to a course's questions. */

/** Chapter quiz answers per (question, chosen options, correct) of attempts made in the range. */
export function chapterAnswerCounts(db: Executor, courseId: string, from: string, until: string) {
  return db
    .selectFrom('chapterAttemptAnswers as a')
    .innerJoin('chapterAttempts as t', 't.id', 'a.attemptId')
    .select(['a.questionId', 'a.optionIds', 'a.isCorrect', (eb) => eb.fn.countAll<number>().as('n')])
    .where('t.courseId', '=', courseId)
    .where('t.createdAt', '>=', from)
    .where('t.createdAt', '<', until)
    .groupBy(['a.questionId', 'a.optionIds', 'a.isCorrect'])
    .execute();
}

/** Final answers per (question, chosen options, correct) of attempts submitted in the range. */
export function finalAnswerCounts(db: Executor, courseId: string, from: string, until: string) {
  return db
    .selectFrom('finalAttemptAnswers as a')
    .innerJoin('finalAttempts as t', 't.id', 'a.attemptId')
    .select(['a.questionId', 'a.optionIds', 'a.isCorrect', (eb) => eb.fn.countAll<number>().as('n')])
    .where('t.courseId', '=', courseId)
    .where('t.submittedAt', '>=', from)
    .where('t.submittedAt', '<', until)
    .groupBy(['a.questionId', 'a.optionIds', 'a.isCorrect'])
    .execute();
}

/** The course's questions: live ones and archived ones among `answered`, in pool order. */
export function courseQuestions(db: Executor, courseId: string, answered: string[]) {
  return db
    .selectFrom('questions')
    .select(['id', 'chapterId', 'text', 'position'])
    .where('courseId', '=', courseId)
    .where((eb) =>
      answered.length === 0
        ? eb('archivedAt', 'is', null)
        : eb.or([eb('archivedAt', 'is', null), eb('id', 'in', answered)]),
    )
    .orderBy('chapterId')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function optionsOf(db: Executor, questionIds: string[]) {
  return db
    .selectFrom('questionOptions')
    .select(['id', 'questionId', 'text', 'isCorrect'])
    .where('questionId', 'in', questionIds)
    .orderBy('questionId')
    .orderBy('position')
    .execute();
}
