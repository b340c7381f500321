// The player's routes in one chunk: /learn/{slug} leads straight on to a chapter anyway.
export { ChapterPlayerPage } from './chapter-player-page';
export { CourseDiscussionsPage } from './course-discussions-page';
export { CourseNotesPage } from './course-notes-page';
export { LearnCoursePage } from './learn-course-page';
export { PlayerLayout } from './player-layout';
