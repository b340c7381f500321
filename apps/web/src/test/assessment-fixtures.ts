import type {
  AnswerInput,
  AnswerResult,
  ChapterAttemptResult,
  ChapterQuiz,
  FinalAssessment,
  FinalAttempt,
  FinalAttemptResult,
  FinalReview,
  Paged,
  Question,
  QuestionReview,
} from '@coursewise/contract';
import { aCertificate } from './certificate-fixtures';

/** Correct options and explanation per question id: what the server keeps to itself until an attempt. */
type AnswerKey = Record<string, { correct: string[]; explanation: string | null }>;

/** The quiz of "Variables and types" (chapter-2 of the learning fixtures' course): 3 questions. */
export const CHAPTER_QUESTIONS: Question[] = [
  {
    id: 'q-const',
    text: 'Which keyword declares a binding that is never reassigned?',
    imageUrl: null,
    multiple: false,
    options: [
      { id: 'o-var', text: 'var' },
      { id: 'o-let', text: 'let' },
      { id: 'o-const', text: 'const' },
    ],
  },
  {
    id: 'q-primitives',
    text: 'Which of these are primitive types?',
    imageUrl: '/uploads/questions/types.png',
    multiple: true,
    options: [
      { id: 'o-string', text: 'string' },
      { id: 'o-object', text: 'object' },
      { id: 'o-number', text: 'number' },
    ],
  },
  {
    id: 'q-typeof',
    text: 'What does typeof null return?',
    imageUrl: null,
    multiple: false,
    options: [
      { id: 'o-null', text: '"null"' },
      { id: 'o-obj', text: '"object"' },
      { id: 'o-undef', text: '"undefined"' },
    ],
  },
];

export const CHAPTER_KEY: AnswerKey = {
  'q-const': { correct: ['o-const'], explanation: 'const forbids reassignment; let and var allow it.' },
  'q-primitives': { correct: ['o-string', 'o-number'], explanation: 'Objects are not primitives.' },
  'q-typeof': {
    correct: ['o-obj'],
    explanation: 'A bug from the first version of JavaScript, kept forever.',
  },
};

/** The answers that pass and the ones that fail (1 of 3 right), as the learner would tick them. */
export const CHAPTER_RIGHT_ANSWERS: AnswerInput[] = [
  { questionId: 'q-const', optionIds: ['o-const'] },
  { questionId: 'q-primitives', optionIds: ['o-string', 'o-number'] },
  { questionId: 'q-typeof', optionIds: ['o-obj'] },
];

/** GET chapter/questions?chapterId=chapter-2. */
export function aChapterQuiz(overrides: Partial<ChapterQuiz> = {}): ChapterQuiz {
  return {
    chapterId: 'chapter-2',
    courseId: 'course-1',
    chapterTitle: 'Variables and types',
    passMark: 70,
    questions: CHAPTER_QUESTIONS,
    best: null,
    ...overrides,
  };
}

interface Marked {
  correct: number;
  total: number;
  percentage: number;
  answers: AnswerResult[];
  review: QuestionReview[];
}

/** Marks answers as the server does: right when the chosen options equal the key. */
export function markAnswers(questions: Question[], key: AnswerKey, answers: AnswerInput[]): Marked {
  const chosenBy = new Map(answers.map((answer) => [answer.questionId, answer.optionIds]));
  const review = questions.map((question): QuestionReview => {
    const chosen = chosenBy.get(question.id) ?? [];
    const correct = key[question.id]?.correct ?? [];
    const isCorrect = chosen.length === correct.length && chosen.every((id) => correct.includes(id));
    return {
      questionId: question.id,
      text: question.text,
      imageUrl: question.imageUrl,
      multiple: question.multiple,
      options: question.options.map((option) => ({ ...option, isCorrect: correct.includes(option.id) })),
      chosenOptionIds: chosen,
      isCorrect,
      explanation: key[question.id]?.explanation ?? null,
    };
  });
  const correct = review.filter((item) => item.isCorrect).length;
  return {
    correct,
    total: questions.length,
    percentage: (correct / questions.length) * 100,
    answers: review.map((item) => ({
      questionId: item.questionId,
      optionIds: item.chosenOptionIds,
      isCorrect: item.isCorrect,
    })),
    review,
  };
}

/** POST chapterAnswer/add's answer for `answers`, at a pass mark of 70%. */
export function aChapterAttemptResult(answers: AnswerInput[]): ChapterAttemptResult {
  const marked = markAnswers(CHAPTER_QUESTIONS, CHAPTER_KEY, answers);
  const passed = marked.percentage >= 70;
  return {
    id: 'chapter-attempt-1',
    ...marked,
    passed,
    createdAt: '2026-03-12T14:05:00.000Z',
    chapterId: 'chapter-2',
    chapterCompleted: passed,
  };
}

/** The final assessment's questions (no pool, so every attempt asks these, options shuffled). */
export const FINAL_QUESTIONS: Question[] = [
  {
    id: 'f-scope',
    text: 'Where is a let binding visible?',
    imageUrl: null,
    multiple: false,
    options: [
      { id: 'f-block', text: 'In its block' },
      { id: 'f-function', text: 'In the whole function' },
    ],
  },
  {
    id: 'f-falsy',
    text: 'Which values are falsy?',
    imageUrl: null,
    multiple: true,
    options: [
      { id: 'f-zero', text: '0' },
      { id: 'f-empty', text: 'An empty string' },
      { id: 'f-array', text: 'An empty array' },
    ],
  },
];

export const FINAL_KEY: AnswerKey = {
  'f-scope': { correct: ['f-block'], explanation: 'let and const are block scoped.' },
  'f-falsy': { correct: ['f-zero', 'f-empty'], explanation: 'Every object, even an empty array, is truthy.' },
};

/** GET course/final-question for the fixtures' course: open, first attempt of three. */
export function aFinalAssessment(overrides: Partial<FinalAssessment> = {}): FinalAssessment {
  return {
    courseId: 'course-1',
    status: 'open',
    passMark: 70,
    attemptsAllowed: 3,
    attemptsUsed: 0,
    remainingChapters: 0,
    attemptId: 'attempt-1',
    questions: FINAL_QUESTIONS,
    certificateId: null,
    ...overrides,
  };
}

/** A stored final attempt (no review). */
export function aFinalAttempt(answers: AnswerInput[], overrides: Partial<FinalAttempt> = {}): FinalAttempt {
  const { review: _review, ...marked } = markAnswers(FINAL_QUESTIONS, FINAL_KEY, answers);
  return {
    id: 'attempt-1',
    ...marked,
    passed: marked.percentage >= 70,
    createdAt: '2026-03-12T14:05:00.000Z',
    courseId: 'course-1',
    number: 1,
    ...overrides,
  };
}

/** POST courseAnswer/add's answer; a passing attempt carries the certificate. */
export function aFinalAttemptResult(
  answers: AnswerInput[],
  { attemptsLeft, ...overrides }: Partial<FinalAttempt> & { attemptsLeft: number },
): FinalAttemptResult {
  const attempt = aFinalAttempt(answers, overrides);
  return {
    ...attempt,
    attemptsLeft,
    certificate: attempt.passed ? aCertificate({ score: attempt.percentage }) : null,
  };
}

/**
 * GET courseAnswer/getAllCourseAnswerDetails for an attempt with these answers; without the key
 * (`keyShown` false: failed with attempts left) as the server withholds it.
 */
export function aFinalReview(
  answers: AnswerInput[],
  overrides: Partial<FinalAttempt> = {},
  keyShown = true,
): FinalReview {
  const { review } = markAnswers(FINAL_QUESTIONS, FINAL_KEY, answers);
  return {
    attempt: aFinalAttempt(answers, overrides),
    keyShown,
    questions: keyShown
      ? review
      : review.map((question) => ({
          ...question,
          options: question.options.map(({ id, text }) => ({ id, text })),
          explanation: null,
        })),
  };
}

/** A `{items, page, limit, total}` page of final attempts, newest first as the server lists them. */
export function finalAttemptPage(items: FinalAttempt[]): Paged<FinalAttempt> {
  return { items, page: 1, limit: 100, total: items.length };
}
