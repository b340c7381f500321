import { createHmac } from 'node:crypto';
import type { AnswerResult } from '@coursewise/contract';
import type { QuestionRecord } from './questions.service.js';

/**
 * The ids a final attempt shows its learner for its questions and options. Stored ids are UUID v7, so
 * sorting them gives the authoring order and undoes the shuffle (the key is usually authored first); an
 * attempt shows HMACs of them instead, keyed by the server's secret and the attempt, which carry no
 * order, differ from one attempt to the next, and are mapped back only for the attempt's own questions.
 */

/** Maps a stored question or option id to the id this attempt shows for it. */
export type LearnerIds = (storedId: string) => string;

/** The learner ids of attempt `attemptId`: UUID-shaped (version 4 bits) HMAC-SHA256 of the stored id. */
export function attemptLearnerIds(secret: string, attemptId: string): LearnerIds {
  const cache = new Map<string, string>();
  return (storedId) => {
    let id = cache.get(storedId);
    if (id === undefined) {
      const digest = createHmac('sha256', secret).update(`assessment-id\n${attemptId}\n${storedId}`).digest();
      id = uuidShaped(digest);
      cache.set(storedId, id);
    }
    return id;
  };
}

/** The first 16 bytes as a version 4, RFC 9562 variant UUID, so it passes wherever an id is expected. */
function uuidShaped(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The question as the attempt's learner sees it: its own and its options' ids replaced. */
export function withLearnerIds(question: QuestionRecord, ids: LearnerIds): QuestionRecord {
  return {
    ...question,
    id: ids(question.id),
    options: question.options.map((option) => ({ ...option, id: ids(option.id) })),
  };
}

/** A stored answer with the attempt's learner ids. */
export const answerWithLearnerIds = (answer: AnswerResult, ids: LearnerIds): AnswerResult => ({
  ...answer,
  questionId: ids(answer.questionId),
  optionIds: answer.optionIds.map(ids),
});

/** Learner id -> stored id, for the attempt's own questions and their options only. */
export function storedIdsOf(questions: QuestionRecord[], ids: LearnerIds): Map<string, string> {
  const stored = new Map<string, string>();
  for (const question of questions) {
    stored.set(ids(question.id), question.id);
    for (const option of question.options) stored.set(ids(option.id), option.id);
  }
  return stored;
}
