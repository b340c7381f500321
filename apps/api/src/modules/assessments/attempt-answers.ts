import type { AnswerResult } from '@coursewise/contract';
import type { Executor } from '../../db/executor.js';
import * as repo from './attempts.repository.js';

/** The stored answers of the given attempts (chapter or final), each attempt's in question order. */
export async function answersByAttempt(
  db: Executor,
  kind: 'chapter' | 'final',
  attemptIds: string[],
): Promise<Map<string, AnswerResult[]>> {
  const byAttempt = new Map<string, AnswerResult[]>();
  if (attemptIds.length === 0) return byAttempt;
  const rows = await (kind === 'chapter' ? repo.listChapterAnswers : repo.listFinalAnswers)(db, attemptIds);
  for (const row of rows) {
    const list = byAttempt.get(row.attemptId) ?? [];
    list.push({
      questionId: row.questionId,
      optionIds: parseIds(row.optionIds),
      isCorrect: row.isCorrect === 1,
    });
    byAttempt.set(row.attemptId, list);
  }
  return byAttempt;
}

/** A stored JSON array of ids (always written by this module). */
export function parseIds(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}
