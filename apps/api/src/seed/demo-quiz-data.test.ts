import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './demo-data/catalogue.js';
import { demoQuizzes } from './demo-data/quizzes.js';
import type { SeedQuestion } from './demo-data/types.js';
import { orderOptions } from './demo-quizzes.js';

/** The rules the demo assessments follow, checked on the data itself (the seeded result: seed-quizzes). */

const courses = demoCatalogue.flatMap(({ category, courses }) =>
  courses.map((course) => ({ category, course })),
);
const chapterTitles = (outline: string[]) =>
  outline.filter((line) => !line.startsWith('# ')).map((line) => line.split('|')[2]?.trim() ?? '');
const sentences = (text: string) => text.match(/[.!?]['")]?(?=\s|$)/g)?.length ?? 0;
/** How the text says that more than one option is right. */
const saysMultiple = /select all that apply|\bwhich (two|three)\b/i;

describe('demo quiz data', () => {
  it('covers every demo course and names only demo courses', () => {
    expect(Object.keys(demoQuizzes).sort()).toEqual(courses.map(({ course }) => course.slug).sort());
  });

  it('quizzes at least half of each course’s chapters, with 2–3 questions each, on real chapter titles', () => {
    for (const { course } of courses) {
      const quizzes = demoQuizzes[course.slug];
      const titles = chapterTitles(course.outline);
      const quizzed = Object.keys(quizzes?.chapters ?? {});
      for (const title of quizzed) expect(titles, `${course.slug}: "${title}"`).toContain(title);
      expect(quizzed.length * 2, course.slug).toBeGreaterThanOrEqual(titles.length);
      for (const [title, questions] of Object.entries(quizzes?.chapters ?? {})) {
        expect(questions.length, `${course.slug}: ${title}`).toBeGreaterThanOrEqual(2);
        expect(questions.length, `${course.slug}: ${title}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('gives every course a final of 10+ questions, and a pool of 15+ drawing 10 in every category', () => {
    for (const { course } of courses) {
      const quizzes = demoQuizzes[course.slug];
      expect(quizzes?.final.length, course.slug).toBeGreaterThanOrEqual(10);
      if (quizzes?.finalDraw !== undefined) {
        expect(quizzes.finalDraw, course.slug).toBe(10);
        expect(quizzes.final.length, course.slug).toBeGreaterThanOrEqual(15);
      }
    }
    const pooled = courses.filter(({ course }) => demoQuizzes[course.slug]?.finalDraw !== undefined);
    expect(new Set(pooled.map(({ category }) => category.slug)).size).toBe(demoCatalogue.length);
  });

  it('writes every question with 2–6 distinct options, a key, a wrong option and a short explanation', () => {
    for (const { course } of courses) {
      const quizzes = demoQuizzes[course.slug];
      const questions: SeedQuestion[] = [
        ...Object.values(quizzes?.chapters ?? {}).flat(),
        ...(quizzes?.final ?? []),
      ];
      const texts = questions.map((q) => q.text);
      expect(texts.length, `${course.slug}: duplicate question`).toBe(new Set(texts).size);
      for (const question of questions) {
        const where = `${course.slug}: ${question.text}`;
        const options = [...question.correct, ...question.wrong];
        expect(options.length, where).toBeGreaterThanOrEqual(2);
        expect(options.length, where).toBeLessThanOrEqual(6);
        expect(new Set(options).size, `${where}: repeated option`).toBe(options.length);
        expect(question.correct.length, where).toBeGreaterThanOrEqual(1);
        // A question everyone gets right by ticking every box teaches nothing, and the demo learner's
        // failed attempts need a wrong option to choose.
        expect(question.wrong.length, where).toBeGreaterThanOrEqual(1);
        expect(sentences(question.explanation), `${where}: explanation`).toBeGreaterThanOrEqual(1);
        expect(sentences(question.explanation), `${where}: explanation`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('marks multiple-choice questions in their text, and only those', () => {
    for (const { course } of courses) {
      const quizzes = demoQuizzes[course.slug];
      const questions = [...Object.values(quizzes?.chapters ?? {}).flat(), ...(quizzes?.final ?? [])];
      const multiple = questions.filter((q) => q.correct.length > 1);
      expect(multiple.length, `${course.slug} has no multiple-choice question`).toBeGreaterThan(0);
      for (const question of questions) {
        expect(saysMultiple.test(question.text), question.text).toBe(question.correct.length > 1);
        const count = question.text.match(/\bwhich (two|three)\b/i)?.[1]?.toLowerCase();
        if (count) expect(question.correct.length, question.text).toBe(count === 'two' ? 2 : 3);
      }
    }
  });

  it('deals options in a fixed order that does not always put the key first', () => {
    const all = Object.values(demoQuizzes).flatMap((q) => [...Object.values(q.chapters).flat(), ...q.final]);
    const question = all[0] as SeedQuestion;
    expect(orderOptions(question)).toEqual(orderOptions(question));
    const firstIsCorrect = all.filter((q) => orderOptions(q)[0]?.isCorrect).length;
    expect(firstIsCorrect / all.length).toBeGreaterThan(0.2);
    expect(firstIsCorrect / all.length).toBeLessThan(0.5);
  });
});
