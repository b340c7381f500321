import { describe, expect, it } from 'vitest';
import type { QuestionRecord } from './questions.service.js';
import { checkAnswers, hasPassed, percentageOf, scoreAnswers } from './scoring.js';

const question = (id: string, correct: string[], others: string[]): QuestionRecord => ({
  id,
  courseId: 'c',
  chapterId: null,
  text: id,
  imageKey: null,
  explanation: null,
  position: 1,
  options: [
    ...correct.map((o) => ({ id: o, text: o, isCorrect: true })),
    ...others.map((o) => ({ id: o, text: o, isCorrect: false })),
  ],
});

describe('scoring', () => {
  const questions = [
    question('q1', ['a'], ['b', 'c']),
    question('q2', ['d', 'e'], ['f']),
    question('q3', ['g'], ['h']),
  ];

  it('marks an answer correct only when its options equal the key, in any order', () => {
    const score = scoreAnswers(questions, [
      { questionId: 'q3', optionIds: ['h'] },
      { questionId: 'q1', optionIds: ['a'] },
      { questionId: 'q2', optionIds: ['e', 'd'] },
    ]);
    expect(score).toEqual({
      answers: [
        { questionId: 'q1', optionIds: ['a'], isCorrect: true },
        { questionId: 'q2', optionIds: ['e', 'd'], isCorrect: true },
        { questionId: 'q3', optionIds: ['h'], isCorrect: false },
      ],
      correct: 2,
      total: 3,
      percentage: 66.67,
    });
    expect(scoreAnswers(questions, [{ questionId: 'q2', optionIds: ['d'] }]).answers[1]?.isCorrect).toBe(
      false,
    );
    expect(
      scoreAnswers(questions, [{ questionId: 'q2', optionIds: ['d', 'e', 'f'] }]).answers[1]?.isCorrect,
    ).toBe(false);
  });

  it('computes percentage = correct ÷ total × 100 to two decimals, and passes at the mark', () => {
    expect([percentageOf(1, 3), percentageOf(2, 3), percentageOf(7, 10), percentageOf(0, 0)]).toEqual([
      33.33, 66.67, 70, 0,
    ]);
    expect(hasPassed(7, 10, 70)).toBe(true);
    expect(hasPassed(69, 100, 70)).toBe(false);
    // 2/3 = 66.666…% is below a 67 mark even though it displays as 66.67.
    expect(hasPassed(2, 3, 67)).toBe(false);
    expect(hasPassed(2, 3, 66)).toBe(true);
    expect(hasPassed(0, 0, 0)).toBe(false);
  });

  it('lists every problem of a submission', () => {
    expect(() =>
      checkAnswers(questions, [
        { questionId: 'q1', optionIds: ['a', 'd'] },
        { questionId: 'q1', optionIds: ['a'] },
        { questionId: 'zz', optionIds: ['a'] },
      ]),
    ).toThrowError(
      expect.objectContaining({
        status: 400,
        errors: [
          { path: 'answers.0.optionIds.1', message: 'is not an option of this question' },
          { path: 'answers.1.questionId', message: 'answers a question already answered' },
          { path: 'answers.2.questionId', message: 'is not a question of this assessment' },
          { path: 'answers', message: 'must answer every question: 2 are not answered' },
        ],
      }),
    );
  });
});
