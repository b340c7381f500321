import { type Executor, inTransaction } from '../db/executor.js';
import { addQuestion, setFinalQuestionCount } from '../modules/assessments/questions.service.js';
import { listOutline } from '../modules/courses/chapters.service.js';
import { demoQuizzes } from './demo-data/quizzes.js';
import type { SeedCourseQuizzes, SeedQuestion } from './demo-data/types.js';
import { mapLimit } from './media.js';

/** A 32-bit FNV-1a hash: a stable seed per question text. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A question's options, correct and wrong interleaved in an order that depends only on its text (a
 * seeded shuffle), so the key is not always the first option and every seed writes the same order.
 */
export function orderOptions(question: SeedQuestion): { text: string; isCorrect: boolean }[] {
  const options = [
    ...question.correct.map((text) => ({ text, isCorrect: true })),
    ...question.wrong.map((text) => ({ text, isCorrect: false })),
  ];
  let state = hashText(question.text) || 1;
  const random = () => {
    // xorshift32: small, deterministic and good enough to deal a handful of options.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  return options
    .map((option) => ({ option, rank: random() }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ option }) => option);
}

const toNewQuestion = (courseId: string, chapterId: string | null, question: SeedQuestion) => ({
  courseId,
  chapterId,
  text: question.text,
  explanation: question.explanation,
  options: orderOptions(question),
});

async function seedCourseQuizzes(
  db: Executor,
  slug: string,
  courseId: string,
  quizzes: SeedCourseQuizzes,
): Promise<void> {
  const chapters = new Map(
    (await listOutline(db, { courseId })).flatMap((module) => module.chapters.map((c) => [c.title, c.id])),
  );
  for (const [title, questions] of Object.entries(quizzes.chapters)) {
    const chapterId = chapters.get(title);
    if (!chapterId) throw new Error(`Demo quizzes of ${slug} name an unknown chapter: ${title}`);
    for (const question of questions) await addQuestion(db, toNewQuestion(courseId, chapterId, question));
  }
  for (const question of quizzes.final) await addQuestion(db, toNewQuestion(courseId, null, question));
  if (quizzes.finalDraw !== undefined) await setFinalQuestionCount(db, courseId, quizzes.finalDraw);
}

/**
 * Writes every demo course's chapter quizzes and final assessment through the assessments service
 * (ids by slug), one transaction per course, a few courses at a time. A quiz keyed by a slug or chapter
 * title that the catalogue does not have is a bug in the demo data, so it throws rather than being skipped.
 */
export async function seedDemoQuizzes(db: Executor, courseIds: ReadonlyMap<string, string>): Promise<void> {
  await mapLimit(Object.entries(demoQuizzes), 4, async ([slug, quizzes]) => {
    const courseId = courseIds.get(slug);
    if (!courseId) throw new Error(`Demo quizzes name an unknown course: ${slug}`);
    await inTransaction(db, (trx) => seedCourseQuizzes(trx, slug, courseId, quizzes));
  });
}
