import { businessQuizzes } from './quizzes-business.js';
import { dataScienceQuizzes } from './quizzes-data-science.js';
import { designQuizzes } from './quizzes-design.js';
import { developmentQuizzes } from './quizzes-development.js';
import { marketingQuizzes } from './quizzes-marketing.js';
import { personalGrowthQuizzes } from './quizzes-personal-growth.js';
import type { SeedQuizzes } from './types.js';

/** Every demo course's chapter quizzes and final assessment, keyed by course slug. */
export const demoQuizzes: SeedQuizzes = {
  ...developmentQuizzes,
  ...dataScienceQuizzes,
  ...designQuizzes,
  ...businessQuizzes,
  ...marketingQuizzes,
  ...personalGrowthQuizzes,
};
