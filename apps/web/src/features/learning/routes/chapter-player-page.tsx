import { discussionKeys } from '@coursewise/contract/query-keys';
import { useLingui } from '@lingui/react';
import { Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { refreshQueries } from '../../../api/course-flags';
import { useCourse } from '../../../api/get-course';
import { usePurchasedCourse } from '../../../api/get-purchased-course';
import { QueryError } from '../../../components/query-error';
import { usePageTitle } from '../../../hooks/use-page-title';
import { usePlayerChapter } from '../api/get-player-chapter';
import { ChapterView } from '../components/chapter-view';
import { CourseAnnouncements } from '../components/course-announcements';
import { CourseOutlineNav } from '../components/course-outline-nav';
import { DiscussionPanel } from '../components/discussion-panel';
import { PlayerBreadcrumb } from '../components/player-breadcrumb';
import { PlayerLoadFailure } from '../components/player-load-failure';
import { PlayerShell } from '../components/player-shell';
import { ChapterSkeleton, PlayerNotFound, PlayerSkeleton } from '../components/player-states';
import { useRecordVisit } from '../hooks/use-record-visit';
import { findChapter } from '../lib/outline';

/** A renewed video URL at most this often, so a video that cannot play does not loop on refetches. */
const SOURCE_RENEWAL_GAP_MS = 60_000;

/** /learn/{slug}/chapters/{chapterId}: the course player (owners only). */
export function ChapterPlayerPage() {
  const { slug = '', chapterId = '' } = useParams();
  const { _ } = useLingui();
  const course = useCourse(slug);
  const outline = usePurchasedCourse(course.data?.id);
  const chapter = usePlayerChapter(chapterId);
  const place = outline.data ? findChapter(outline.data.modules, chapterId) : null;
  useRecordVisit(course.data?.id, chapterId, place !== null);
  usePageTitle(
    chapter.data && course.data ? `${chapter.data.title} · ${course.data.title}` : course.data?.title,
  );
  const lastRenewal = useRef(0);
  // `?thread=` (a notification's link) opens the Discussion tab on that question, also when already here.
  const threadId = useSearchParams()[0].get('thread');
  const [tab, setTab] = useState(threadId ? 'discussion' : 'chapter');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!threadId) return;
    setTab('discussion');
    // A notification leads here because the thread changed: show it as it is now, not as once cached.
    void refreshQueries(queryClient, discussionKeys.thread(threadId));
  }, [threadId, queryClient]);

  if (course.isError || outline.isError) {
    return <PlayerLoadFailure slug={slug} course={course} outline={outline} />;
  }
  if (!course.data || !outline.data) return <PlayerSkeleton />;
  if (!place) return <PlayerNotFound what="chapter" />;

  const renewVideoSource = () => {
    if (Date.now() - lastRenewal.current < SOURCE_RENEWAL_GAP_MS) return;
    lastRenewal.current = Date.now();
    void chapter.refetch();
  };

  return (
    <PlayerShell
      chapterId={chapterId}
      outline={<CourseOutlineNav course={outline.data} currentChapterId={chapterId} />}
    >
      <PlayerBreadcrumb slug={slug} courseTitle={course.data.title} />
      <Tabs value={tab} onChange={(value) => setTab(value ?? 'chapter')}>
        <Tabs.List mb="md">
          <Tabs.Tab value="chapter">{_('learning.player.chapterTab')}</Tabs.Tab>
          <Tabs.Tab value="discussion">{_('learning.player.discussionTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="chapter">
          {chapter.isPending ? (
            <ChapterSkeleton />
          ) : chapter.isError ? (
            <QueryError
              error={chapter.error}
              onRetry={() => void chapter.refetch()}
              title={_('learning.player.chapterError')}
            />
          ) : (
            <ChapterView
              key={chapter.data.id}
              chapter={chapter.data}
              course={outline.data}
              myReview={course.data.myReview}
              onVideoSourceError={renewVideoSource}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="discussion">
          {/* Loaded when opened; the chapter (and its video) stays mounted meanwhile. */}
          {tab === 'discussion' ? (
            <DiscussionPanel
              key={`${chapterId}:${threadId ?? ''}`}
              chapterId={chapterId}
              slug={slug}
              threadId={threadId}
            />
          ) : null}
        </Tabs.Panel>
      </Tabs>
      <CourseAnnouncements courseId={course.data.id} />
    </PlayerShell>
  );
}
