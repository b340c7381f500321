import type { ChapterProgress, PurchasedCourse } from '@coursewise/contract';

type FinalAssessment = PurchasedCourse['finalAssessment'];

/**
 * The final assessment's state once a chapter save changed the course's progress: the server keeps it
 * locked while chapters remain and open once none do (final-state.service.ts); passed, exhausted and
 * none do not depend on chapters. Lets the outline follow "Mark as complete" without asking again.
 */
export function finalAfterProgress(
  final: FinalAssessment,
  progress: ChapterProgress['courseProgress'],
): FinalAssessment {
  const remaining = progress.total - progress.completed;
  if (final.status === 'locked' && remaining <= 0) return { ...final, status: 'open' };
  if (final.status === 'open' && remaining > 0) return { ...final, status: 'locked' };
  return final;
}
