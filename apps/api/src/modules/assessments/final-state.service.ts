import type { FinalStatus, LearningChapter, PurchasedCourse } from '@coursewise/contract';
import type { Executor } from '../../db/executor.js';
import { findCertificateIdFor } from '../certificates/certificates.service.js';
import { type AssessmentSettings, findAssessmentSettings } from '../courses/courses.service.js';
import { countRemainingChapters } from '../learning/chapter.service.js';
import * as attempts from './attempts.repository.js';
import * as finals from './final-attempts.repository.js';
import { sumExtraAttempts } from './final-grants.repository.js';
import { finalPoolSize, quizSizes } from './questions.service.js';

/**
 * Where a learner stands with a course's assessments, without changing anything: what the learning
 * study module shows beside learning's progress, and what the final's routes start from.
 */

/** A chapter's quiz as the learner's outline shows it: size and the learner's best result. */
export type ChapterQuizSummary = NonNullable<LearningChapter['quiz']>;
/** The final assessment's state for one learner, as the purchased course shows it. */
export type FinalAssessmentSummary = PurchasedCourse['finalAssessment'];

export interface FinalStanding {
  status: FinalStatus;
  attemptsAllowed: number;
  attemptsUsed: number;
  remainingChapters: number;
  certificateId: string | null;
}

/**
 * The final's status: passed (certificate issued) before anything else; none without final questions;
 * exhausted when every attempt is used; locked while chapters remain; else open.
 */
export async function finalStanding(
  db: Executor,
  userId: string,
  course: AssessmentSettings,
): Promise<FinalStanding> {
  const [summary, remainingChapters, poolSize, extra] = await Promise.all([
    finals.submittedSummary(db, userId, course.courseId),
    countRemainingChapters(db, userId, course.courseId),
    finalPoolSize(db, course.courseId),
    sumExtraAttempts(db, userId, course.courseId),
  ]);
  // The course's limit plus what support granted this learner.
  const attemptsAllowed = course.finalAttemptLimit + extra;
  const certificateId = summary.passed ? await findCertificateIdFor(db, userId, course.courseId) : null;
  const status: FinalStatus = summary.passed
    ? 'passed'
    : poolSize === 0
      ? 'none'
      : summary.used >= attemptsAllowed
        ? 'exhausted'
        : remainingChapters > 0
          ? 'locked'
          : 'open';
  return {
    status,
    attemptsAllowed,
    attemptsUsed: summary.used,
    remainingChapters,
    certificateId,
  };
}

/** The learner's final state for the purchased course's page (never draws an attempt). */
export async function finalState(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<FinalAssessmentSummary> {
  const course = await findAssessmentSettings(db, courseId);
  if (!course) return { status: 'none', attemptsAllowed: 0, attemptsUsed: 0, certificateId: null };
  const { status, attemptsAllowed, attemptsUsed, certificateId } = await finalStanding(db, userId, course);
  return { status, attemptsAllowed, attemptsUsed, certificateId };
}

/** Each chapter of the course with a quiz: its size and the learner's best result. */
export async function chapterQuizzes(
  db: Executor,
  userId: string,
  courseId: string,
): Promise<Map<string, ChapterQuizSummary>> {
  const [sizes, results] = await Promise.all([
    quizSizes(db, courseId),
    attempts.bestChapterResults(db, userId, courseId),
  ]);
  const best = new Map(results.map((row) => [row.chapterId, row]));
  const quizzes = new Map<string, ChapterQuizSummary>();
  for (const [chapterId, questionCount] of sizes) {
    const result = best.get(chapterId);
    quizzes.set(chapterId, {
      questionCount,
      passed: Number(result?.passed ?? 0) === 1,
      bestPercentage: result ? Number(result.best) : null,
    });
  }
  return quizzes;
}
