import type { ChapterAnswerBody, FinalAnswerBody, FinalAssessment } from '@coursewise/contract';
import { assessmentRoutes, catalogueRoutes, learningRoutes } from '@coursewise/contract/routes';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { apiUrl } from './api-url';
import { aChapterAttemptResult, aChapterQuiz, aFinalAttemptResult } from './assessment-fixtures';
import type { SentRequest, StubReply } from './fetch-stub';
import { aCourseDetails, aLearningChapter, aPurchasedCourse } from './learning-fixtures';

type Overrides = (request: SentRequest) => StubReply | undefined;

const notFound = (request: SentRequest): StubReply => ({
  status: 404,
  body: { code: 'NOT_FOUND', message: `No stub for ${request.url}` },
});

export const CHAPTER_QUIZ_URL = apiUrl(assessmentRoutes.getChapterQuestions, {}, { chapterId: 'chapter-2' });
export const OUTLINE_URL = apiUrl(learningRoutes.getPurchasedCourse, { courseId: 'course-1' });
export const FINAL_URL = apiUrl(assessmentRoutes.getFinalQuestions, {}, { courseId: 'course-1' });

/** The fixtures' outline once chapter 2 is completed by its quiz. */
function outlineAfterPass() {
  const course = aPurchasedCourse({ progress: { completed: 2, total: 3, percent: 66 } });
  const [first] = course.modules;
  if (first) {
    first.chapters[1] = aLearningChapter({
      id: 'chapter-2',
      title: 'Variables and types',
      position: 2,
      completed: true,
      quiz: { questionCount: 3, passed: true, bestPercentage: 100 },
    });
  }
  return course;
}

/** The quiz of the fixtures' chapter 2 and the outline, marking answers like the server. */
export function quizApi(overrides: Overrides = () => undefined) {
  let hasPassed = false;
  return (request: SentRequest): StubReply => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.url === CHAPTER_QUIZ_URL) return { body: { data: aChapterQuiz() } };
    if (request.url === OUTLINE_URL)
      return { body: { data: hasPassed ? outlineAfterPass() : aPurchasedCourse() } };
    if (request.url === apiUrl(assessmentRoutes.addChapterAnswers)) {
      const result = aChapterAttemptResult((request.body as ChapterAnswerBody).answers);
      hasPassed ||= result.passed;
      return { status: 201, body: { data: result } };
    }
    return notFound(request);
  };
}

interface FinalServer {
  /** What GET course/final-question answers, in turn (the last one repeats). */
  states: FinalAssessment[];
  attemptsLeft?: number;
  overrides?: Overrides;
}

/** The course, its outline and the final assessment's endpoints, marking answers like the server. */
export function finalApi({ states, attemptsLeft = 2, overrides = () => undefined }: FinalServer) {
  let reads = 0;
  return (request: SentRequest): StubReply => {
    const answer = overrides(request);
    if (answer) return answer;
    if (request.url === apiUrl(catalogueRoutes.getCourseDetails, {}, { slug: 'modern-javascript' }))
      return { body: { data: aCourseDetails() } };
    if (request.url === OUTLINE_URL) return { body: { data: aPurchasedCourse() } };
    if (request.url === FINAL_URL) {
      const state = states[Math.min(reads, states.length - 1)];
      reads += 1;
      return { body: { data: state } };
    }
    if (request.url === apiUrl(assessmentRoutes.addFinalAnswers)) {
      const body = request.body as FinalAnswerBody;
      return {
        status: 201,
        body: {
          data: aFinalAttemptResult(body.answers, { id: body.attemptId, number: reads, attemptsLeft }),
        },
      };
    }
    return notFound(request);
  };
}

/** The form's question `number` ("Question 2 of 3 …"). */
export const questionGroup = (number: number, total: number) =>
  screen.getByRole('group', { name: new RegExp(`^Question ${number} of ${total}`) });

/** Ticks the options with these labels (radios or checkboxes) in one question. */
export async function chooseOptions(user: UserEvent, group: () => HTMLElement, ...labels: string[]) {
  for (const label of labels) {
    const control =
      within(group()).queryByRole('radio', { name: label }) ??
      within(group()).getByRole('checkbox', { name: label });
    await user.click(control);
  }
}
