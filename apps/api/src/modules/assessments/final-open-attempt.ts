import type { Executor } from '../../db/executor.js';
import { conflict } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { AssessmentSettings } from '../courses/courses.service.js';
import { type Draw, drawQuestions, parseDraw } from './draw.js';
import * as finals from './final-attempts.repository.js';
import { finalPool, type QuestionRecord, questionsByIds } from './questions.service.js';

/**
 * A final attempt's draw: made when the learner opens the final with no attempt open (a fresh random
 * draw from the whole pool each time), kept in `final_attempts.draw` until submitted.
 */

export type DrawnQuestions = { attemptId: string; draw: Draw; questions: QuestionRecord[] };

/** The drawn questions still stored, or null when any was removed since the draw (then it is redrawn). */
export async function drawnQuestions(db: Executor, draw: Draw): Promise<QuestionRecord[] | null> {
  const questions = await questionsByIds(
    db,
    draw.map((d) => d.questionId),
  );
  return questions.length === draw.length ? questions : null;
}

/** The learner's open attempt, drawing one when there is none. Concurrent openers all get the same one. */
export async function openAttempt(
  db: Executor,
  userId: string,
  course: AssessmentSettings,
  at: string,
): Promise<DrawnQuestions> {
  for (let tries = 0; tries < 3; tries += 1) {
    const open = await finals.findOpenAttempt(db, userId, course.courseId);
    if (open) {
      const draw = parseDraw(open.draw);
      const questions = await drawnQuestions(db, draw);
      if (questions) return { attemptId: open.id, draw, questions };
      await finals.deleteOpenAttempt(db, open.id);
      continue;
    }
    const draw = drawQuestions(await finalPool(db, course.courseId), course.finalQuestionCount);
    await finals.insertOpenAttempt(db, {
      id: newId(),
      userId,
      courseId: course.courseId,
      number: null,
      draw: JSON.stringify(draw),
      total: draw.length,
      createdAt: at,
    });
  }
  throw conflict('The assessment is being opened elsewhere: try again');
}
