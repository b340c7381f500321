// The chapter quiz, the final assessment and its review in one chunk: a learner moves between them.
export { ChapterQuizPage } from './chapter-quiz-page';
export { FinalAssessmentPage } from './final-assessment-page';
export { FinalReviewPage } from './final-review-page';
