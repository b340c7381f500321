import { randomInt } from 'node:crypto';
import type { QuestionRecord } from './questions.service.js';

/** The questions drawn for one final attempt, in the order shown, each with its options' shuffled order. */
export type Draw = { questionId: string; optionIds: string[] }[];

/** A uniformly shuffled copy (Fisher–Yates with a cryptographic source: the order is not predictable). */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Draws `count` questions of the pool (all when null or larger) in random order, options shuffled. */
export function drawQuestions(pool: QuestionRecord[], count: number | null): Draw {
  const size = count === null ? pool.length : Math.min(count, pool.length);
  return shuffled(pool)
    .slice(0, size)
    .map((question) => ({ questionId: question.id, optionIds: shuffled(question.options.map((o) => o.id)) }));
}

/** A stored draw (always written by this module). */
export function parseDraw(text: string): Draw {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { questionId, optionIds } = entry as { questionId?: unknown; optionIds?: unknown };
    if (typeof questionId !== 'string' || !Array.isArray(optionIds)) return [];
    return [{ questionId, optionIds: optionIds.filter((id): id is string => typeof id === 'string') }];
  });
}
