import type { AnswerInput, Question } from '@coursewise/contract';

/** The options chosen so far, per question id. */
export type AnswerSheet = Readonly<Record<string, readonly string[]>>;

/**
 * The sheet after a learner ticks or unticks an option: a single-choice question keeps only the
 * option chosen last; a multiple-choice one adds or removes it.
 */
export function chooseOption(
  sheet: AnswerSheet,
  question: Pick<Question, 'id' | 'multiple'>,
  optionId: string,
  isChosen: boolean,
): AnswerSheet {
  const current = sheet[question.id] ?? [];
  if (!question.multiple) return { ...sheet, [question.id]: isChosen ? [optionId] : [] };
  const next = isChosen
    ? current.includes(optionId)
      ? current
      : [...current, optionId]
    : current.filter((id) => id !== optionId);
  return { ...sheet, [question.id]: next };
}

/** The questions without a chosen option, with their place in the list (from 1). */
export function unansweredQuestions(
  questions: readonly Question[],
  sheet: AnswerSheet,
): { question: Question; number: number }[] {
  return questions
    .map((question, index) => ({ question, number: index + 1 }))
    .filter(({ question }) => (sheet[question.id] ?? []).length === 0);
}

/** The body's answers, one per question in the order they were asked, options as the server listed them. */
export function toAnswerInputs(questions: readonly Question[], sheet: AnswerSheet): AnswerInput[] {
  return questions.map((question) => {
    const chosen = new Set(sheet[question.id] ?? []);
    return {
      questionId: question.id,
      optionIds: question.options.filter((option) => chosen.has(option.id)).map((option) => option.id),
    };
  });
}

/** "question 4", "questions 2 and 5", "questions 1, 3 and 6". */
export function describeQuestionNumbers(numbers: readonly number[]): string {
  if (numbers.length === 1) return `question ${numbers[0]}`;
  const head = numbers.slice(0, -1).join(', ');
  return `questions ${head} and ${numbers.at(-1)}`;
}
