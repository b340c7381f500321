import type { Question, QuestionReview } from '@coursewise/contract';
import type { AppContext } from '../../app-context.js';
import type { OptionRecord, QuestionRecord } from './questions.service.js';

/**
 * How a learner sees a question: `toQuestion` (never the key) before an attempt, `toReview` after one.
 * A final's questions come here with the attempt's learner ids already in place (`learner-ids.ts`).
 */

const isMultiple = (question: QuestionRecord) => question.options.filter((o) => o.isCorrect).length > 1;
const imageUrlOf = (ctx: Pick<AppContext, 'storage'>, question: QuestionRecord) =>
  question.imageKey ? ctx.storage.url(question.imageKey) : null;

/**
 * A question as a learner takes it: never the key. `optionOrder` is an attempt's shuffled order (ids
 * not in it, added since the draw, go last); without it the authored order.
 */
export function toQuestion(
  ctx: Pick<AppContext, 'storage'>,
  question: QuestionRecord,
  optionOrder?: string[],
): Question {
  return {
    id: question.id,
    text: question.text,
    imageUrl: imageUrlOf(ctx, question),
    multiple: isMultiple(question),
    options: ordered(question.options, optionOrder).map((o) => ({ id: o.id, text: o.text })),
  };
}

/**
 * A question after an attempt: what was chosen and whether it was right, and unless `keyShown` is false
 * (a failed final with attempts left) which options are correct and why.
 */
export function toReview(
  ctx: Pick<AppContext, 'storage'>,
  question: QuestionRecord,
  answer: { optionIds: string[]; isCorrect: boolean } | undefined,
  { optionOrder, keyShown = true }: { optionOrder?: string[]; keyShown?: boolean } = {},
): QuestionReview {
  return {
    questionId: question.id,
    text: question.text,
    imageUrl: imageUrlOf(ctx, question),
    multiple: isMultiple(question),
    options: ordered(question.options, optionOrder).map((o) =>
      keyShown ? { id: o.id, text: o.text, isCorrect: o.isCorrect } : { id: o.id, text: o.text },
    ),
    chosenOptionIds: answer?.optionIds ?? [],
    isCorrect: answer?.isCorrect ?? false,
    explanation: keyShown ? question.explanation : null,
  };
}

function ordered(options: OptionRecord[], order: string[] | undefined): OptionRecord[] {
  if (!order) return options;
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...options].sort((a, b) => (rank.get(a.id) ?? order.length) - (rank.get(b.id) ?? order.length));
}
