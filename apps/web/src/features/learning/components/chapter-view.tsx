import type { ChapterContent, CourseDetails, PurchasedCourse } from '@coursewise/contract';
import { useLingui } from '@lingui/react';
import { Divider, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { RichText } from '../../../components/rich-text';
import { chapterTypeLabel, formatDurationIn } from '../lib/localized';
import { chapterTitle, findChapter } from '../lib/outline';
import { ChapterActions } from './chapter-actions';
import { ChapterNotes } from './chapter-notes';
import { CourseReviewPanel } from './course-review-panel';
import { VideoPlayer } from './video-player';

interface ChapterViewProps {
  chapter: ChapterContent;
  course: PurchasedCourse;
  myReview: CourseDetails['myReview'];
  onVideoSourceError?: () => void;
}

/** One chapter in the player: its heading, video or text, the study actions and the review panel. */
export function ChapterView({ chapter, course, myReview, onVideoSourceError }: ChapterViewProps) {
  const { _ } = useLingui();
  const { modules } = course;
  const place = findChapter(modules, chapter.id);
  // The outline's state is the freshest (it follows every save); the chapter's own is the fallback.
  const isCompleted = place?.chapter.completed ?? chapter.progress?.completed ?? false;
  const { previousChapterId, nextChapterId } = chapter;
  // The server records the percent of chapters done when the review is written; the outline is freshest.
  const chapters = modules.flatMap((module) => module.chapters);
  const donePercent = Math.floor(
    (chapters.filter((item) => item.completed).length * 100) / Math.max(chapters.length, 1),
  );

  // The notes panel reads and seeks the chapter's video through the article, leaving the player alone.
  const articleRef = useRef<HTMLDivElement>(null);
  const hasVideo = chapter.type === 'video' && chapter.videoUrl !== null;

  return (
    <Stack gap="lg" component="article" aria-labelledby="chapter-title" ref={articleRef}>
      <Stack gap={4}>
        {place ? (
          <Text size="sm" c="dimmed" fw={600}>
            {place.module.title}
          </Text>
        ) : null}
        <Title order={1} id="chapter-title" style={{ overflowWrap: 'anywhere' }}>
          {chapter.title}
        </Title>
        <Text size="sm" c="dimmed">
          {chapterTypeLabel(_, chapter.type)} · {formatDurationIn(_, chapter.durationMinutes)}
        </Text>
      </Stack>
      {chapter.type === 'video' && chapter.videoUrl ? (
        <VideoPlayer
          chapter={{ ...chapter, videoUrl: chapter.videoUrl }}
          courseId={course.course.id}
          onSourceError={onVideoSourceError}
        />
      ) : null}
      {chapter.type === 'video' && !chapter.videoUrl ? (
        <Text c="dimmed">{_('learning.chapter.videoUnavailable')}</Text>
      ) : null}
      {chapter.content ? <RichText html={chapter.content} /> : null}
      <Divider />
      <ChapterActions
        courseId={course.course.id}
        slug={course.course.slug}
        chapterId={chapter.id}
        isCompleted={isCompleted}
        quiz={place?.chapter.quiz ?? null}
        previous={
          previousChapterId
            ? { id: previousChapterId, title: chapterTitle(modules, previousChapterId) }
            : null
        }
        next={nextChapterId ? { id: nextChapterId, title: chapterTitle(modules, nextChapterId) } : null}
      />
      <ChapterNotes
        courseId={course.course.id}
        slug={course.course.slug}
        chapterId={chapter.id}
        getVideo={hasVideo ? () => articleRef.current?.querySelector('video') ?? null : undefined}
      />
      <CourseReviewPanel
        courseId={course.course.id}
        myReview={myReview}
        isOpenAtFirst={nextChapterId === null}
        donePercent={donePercent}
      />
    </Stack>
  );
}
