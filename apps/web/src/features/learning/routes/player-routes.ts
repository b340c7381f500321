// The player's two routes in one chunk: /learn/{slug} leads straight on to a chapter anyway.
export { ChapterPlayerPage } from './chapter-player-page';
export { LearnCoursePage } from './learn-course-page';
