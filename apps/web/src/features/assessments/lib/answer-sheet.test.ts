import type { Question } from '@coursewise/contract';
import { describe, expect, it } from 'vitest';
import { chooseOption, describeQuestionNumbers, toAnswerInputs, unansweredQuestions } from './answer-sheet';

const single: Question = {
  id: 'q1',
  text: 'Which keyword declares a constant?',
  imageUrl: null,
  multiple: false,
  options: [
    { id: 'a', text: 'var' },
    { id: 'b', text: 'const' },
  ],
};
const multiple: Question = {
  id: 'q2',
  text: 'Which are primitives?',
  imageUrl: null,
  multiple: true,
  options: [
    { id: 'c', text: 'string' },
    { id: 'd', text: 'object' },
    { id: 'e', text: 'number' },
  ],
};

describe('the answer sheet', () => {
  it('keeps one option for a single-choice question', () => {
    const sheet = chooseOption(chooseOption({}, single, 'a', true), single, 'b', true);
    expect(sheet).toEqual({ q1: ['b'] });
  });

  it('adds and removes options of a multiple-choice question', () => {
    let sheet = chooseOption({}, multiple, 'e', true);
    sheet = chooseOption(sheet, multiple, 'c', true);
    sheet = chooseOption(sheet, multiple, 'c', true);
    expect(sheet).toEqual({ q2: ['e', 'c'] });
    expect(chooseOption(sheet, multiple, 'e', false)).toEqual({ q2: ['c'] });
  });

  it('names the questions still unanswered, counting from 1', () => {
    const sheet = chooseOption(chooseOption({}, multiple, 'c', true), multiple, 'c', false);
    expect(unansweredQuestions([single, multiple], sheet).map(({ number }) => number)).toEqual([1, 2]);
    expect(unansweredQuestions([single, multiple], { q1: ['a'] }).map(({ number }) => number)).toEqual([2]);
  });

  it('sends every question once, with its options in the order the server listed them', () => {
    const sheet = { q1: ['b'], q2: ['e', 'c'] };
    expect(toAnswerInputs([single, multiple], sheet)).toEqual([
      { questionId: 'q1', optionIds: ['b'] },
      { questionId: 'q2', optionIds: ['c', 'e'] },
    ]);
  });

  it('lists question numbers the way a person says them', () => {
    expect(describeQuestionNumbers([4])).toBe('question 4');
    expect(describeQuestionNumbers([2, 5])).toBe('questions 2 and 5');
    expect(describeQuestionNumbers([1, 3, 6])).toBe('questions 1, 3 and 6');
  });
});
